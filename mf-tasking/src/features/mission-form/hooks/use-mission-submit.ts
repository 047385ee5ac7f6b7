/**
 * Submitting the order (or saving an edited one) on the quote the customer reads (docs/tasking-offer.md): the
 * form's own checks first (docs/requirements.md §5, the application form required for a new order), then the call
 * with the quote's id and total (and the repeat, for a series); on success the customer's list opens on the order
 * (a series: on the series). A changed price (409) puts the new quote in place and says so; any other refusal is
 * shown in the server's own words, with "correct the fields marked in red" only when a field of the form is marked.
 * An organisation's member's new order names the budget chosen (docs/organisations.md); a refusal of the budget is
 * said under its select, and an order that waits for a manager's approval says so instead of "submitted".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { VALIDATION_MESSAGES, isValidationMessageKey, type Lang } from '@portal/shared/domain';
import { missionProblems } from '@portal/shared/domain/missions';
import { formatMoney } from '@portal/shared/i18n';
import {
  ApiError,
  QuoteChangedError,
  failureMessage,
  placeMission,
  refreshUserInfo,
} from '@portal/shared/http';
import { budgetErrorOf, notify, ORG_SPENDING_NS, type OrgBudgets } from '@portal/shared/ui';
import { NS } from '../../../i18n';
import { apiValues, type FormValues } from '../state/form-state';
import { formFieldErrors } from '../state/field-errors';
import { repeatOfForm } from '../state/repeat';
import type { MissionDraft } from './use-mission-draft';
import { budgetField, type MissionQuote } from './use-mission-quote';

/** Where the customer's series are shown: the tasking orders page, on the series. */
export const seriesPath = (id: number) => `/personalCenter/myProgrammingOrder?series=${id}`;

/** What the last refusal said beside the submit button, for the fields it was given. */
interface SubmitNote {
  text: string;
  values: FormValues;
  areas: MissionDraft['areas'];
}

export function useMissionSubmit(
  draft: MissionDraft,
  editId: number | null,
  lang: Lang,
  offer: MissionQuote,
  budget?: Pick<OrgBudgets, 'budgetId' | 'setError' | 'refusal'>,
) {
  const { t } = useTranslation(NS);
  const { t: tOrg } = useTranslation(ORG_SPENDING_NS);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<SubmitNote | null>(null);
  const messageOf = (key: string) => (isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][lang] : key);

  const submit = async () => {
    const { values, areas, applicationForm, setErrors } = draft;
    const body = apiValues(values, areas, lang);
    const problems = missionProblems(body).map((p) => [p.field, messageOf(p.key)] as const);
    if (!editId && !applicationForm)
      problems.push(['application_form', VALIDATION_MESSAGES.applicationFormRequired[lang]]);
    // The repeat section shows its own problems under its fields.
    const { repeat, problems: repeatProblems } = editId
      ? { repeat: null, problems: {} }
      : repeatOfForm(draft.repeat, values, lang);
    if (problems.length || Object.keys(repeatProblems).length) {
      setErrors(Object.fromEntries(problems.map(([f, m]) => [f === 'target' ? 'Latitude' : f, m])));
      notify('warning', t('fixErrors'));
      return;
    }
    const quote = offer.quote;
    if (!quote || budget?.refusal) return;
    const say = (text: string) => setNote({ text, values, areas });
    setBusy(true);
    setNote(null);
    try {
      const env = await placeMission(
        editId,
        {
          ...body,
          // A multipart field: the repeat as JSON text; the quote's total is the whole series'.
          ...(repeat ? { repeat: JSON.stringify(repeat) } : {}),
          // An edited order keeps the budget it was placed with.
          ...(editId ? {} : budgetField(budget?.budgetId)),
          quote_id: quote.quote_id,
          quoted_cost_fen: String(quote.total_fen),
        },
        applicationForm,
      );
      // A series opens on its time line, one order on its detail.
      const placed = env.data[0];
      if (placed.awaiting_approval) notify('info', tOrg('awaiting'));
      else notify('success', env.msg);
      void refreshUserInfo();
      navigateToUrl(
        placed.series_id
          ? seriesPath(placed.series_id)
          : `/personalCenter/myProgrammingOrder?open=${placed.id}`,
      );
    } catch (err) {
      if (err instanceof QuoteChangedError) {
        offer.replace(err.quote);
        const text = t('quote.changed', {
          from: formatMoney(quote.total_fen, lang),
          to: formatMoney(err.quote.total_fen, lang),
        });
        say(text);
        notify('warning', text);
        return;
      }
      const fields = formFieldErrors(err);
      setErrors(fields);
      const onBudget = budgetErrorOf(err);
      if (onBudget) budget?.setError(onBudget);
      // docs/requirements.md §8: every refusal shows the server's words; a call without an answer, the network's.
      const message = failureMessage(err, lang);
      if (message === null) return;
      const marked = Object.keys(fields).length > 0 || (Boolean(onBudget) && Boolean(budget));
      notify('error', marked ? t('refusedFix', { msg: message }) : message);
      if (!marked) say(message);
      // The balance moved since the quote (422): a fresh quote shows the balance as it is.
      if (err instanceof ApiError && err.status === 422) offer.retry();
    } finally {
      setBusy(false);
    }
  };

  const shownNote = note && note.values === draft.values && note.areas === draft.areas ? note.text : null;
  return { busy, submit, note: shownNote };
}
