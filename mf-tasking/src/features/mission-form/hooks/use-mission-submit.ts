/**
 * Submitting the order (or saving an edited one): the form's own checks first (docs/requirements.md §5, the
 * application form required for a new order), then the call; on success the customer's list opens on the order.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { VALIDATION_MESSAGES, isValidationMessageKey, type Lang } from '@portal/shared/domain';
import { missionProblems } from '@portal/shared/domain/missions';
import { refreshUserInfo, showFailure, submitMission, updateMission } from '@portal/shared/http';
import { notify } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { apiValues } from '../state/form-state';
import { fieldErrorsOf } from '../state/field-errors';
import type { MissionDraft } from './use-mission-draft';

export function useMissionSubmit(draft: MissionDraft, editId: number | null, lang: Lang) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const messageOf = (key: string) => (isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][lang] : key);

  const submit = async () => {
    const { values, areas, applicationForm, setErrors } = draft;
    const body = apiValues(values, areas, lang);
    const problems = missionProblems(body).map((p) => [p.field, messageOf(p.key)] as const);
    if (!editId && !applicationForm)
      problems.push(['application_form', VALIDATION_MESSAGES.applicationFormRequired[lang]]);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map(([f, m]) => [f === 'target' ? 'Latitude' : f, m])));
      notify('warning', t('fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const env = editId
        ? await updateMission(editId, body, applicationForm)
        : await submitMission(body, applicationForm);
      notify('success', env.msg);
      void refreshUserInfo();
      navigateToUrl(`/personalCenter/myProgrammingOrder?open=${env.data[0].id}`);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      // Field refusals are shown under their fields; any other failure in the page's language (docs/requirements.md §8).
      if (Object.keys(fields).length) notify('error', t('fixErrors'));
      else showFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}
