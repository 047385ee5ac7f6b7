/**
 * The live quote of the order form (docs/tasking-offer.md): the fields as the order would send them are priced by
 * the server a moment after the customer stops typing, once they pass the form's own checks (docs/requirements.md
 * §5; no call while a field has a problem). Only the answer for the fields as they are now is taken: an earlier
 * call is aborted, and an answer that still comes back for older fields is dropped. Repeat collects are priced with
 * the fields, once the repeat section has no problem. An organisation's member's quote names the budget chosen
 * (docs/organisations.md): choosing another prices the order again, and the server's message on it goes under the
 * budget's select.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/shared/domain';
import { missionProblems } from '@portal/shared/domain/missions';
import type { TaskingQuote } from '@portal/shared/domain/tasking-quote';
import type { Repeat } from '@portal/shared/domain/tasking-series';
import { failureMessage, quoteMission, quoteRepeatMission } from '@portal/shared/http';
import { budgetErrorOf, type OrgBudgets } from '@portal/shared/ui';
import { apiValues, type FormValues } from '../state/form-state';
import { formFieldErrors } from '../state/field-errors';
import { repeatOfForm } from '../state/repeat';
import { NS } from '../../../i18n';
import type { MissionDraft } from './use-mission-draft';

/** What is priced: the fields as the order sends them, its repeat collects and the budget it is assigned to. */
type Asked = { fields: FormValues; repeat: Repeat | null; budgetId: number | null };

/** How long the fields rest before they are priced. */
export const QUOTE_DEBOUNCE_MS = 600;

/**
 * off: a read-only order; incomplete: the form has problems (nothing asked); loading: asked, or about to be;
 * ready: the quote of the fields as they are; failed: the server's refusal or the network's failure, said in words.
 */
export type QuoteStatus = 'off' | 'incomplete' | 'loading' | 'ready' | 'failed';

export interface MissionQuote {
  status: QuoteStatus;
  /** The quote of the fields as they are now (status ready), else null: what an order is placed on. */
  quote: TaskingQuote | null;
  /** The last quote in, kept on screen (faded) while a newer one is asked. */
  last: TaskingQuote | null;
  /** What went wrong (status failed), in the page's language or the server's words. */
  error: string | null;
  retry: () => void;
  /** A newer quote of the same fields (the server's answer to an order on a changed price). */
  replace: (q: TaskingQuote) => void;
}

/** The quote's `budget_id` field, when a budget is chosen (a multipart or JSON field: text). */
export const budgetField = (budgetId: number | null | undefined): { budget_id?: string } =>
  budgetId ? { budget_id: String(budgetId) } : {};

export function useMissionQuote(
  draft: MissionDraft,
  lang: Lang,
  budget?: Pick<OrgBudgets, 'budgetId' | 'setError'>,
): MissionQuote {
  const { t } = useTranslation(NS);
  const { values, areas, readOnly, setErrors } = draft;
  const budgetId = budget?.budgetId ?? null;
  const setBudgetError = budget?.setError;
  const { repeat, problems } = useMemo(
    () => repeatOfForm(draft.repeat, values, lang),
    [draft.repeat, values, lang],
  );
  // The fields as the order sends them, and its repeat when it has one.
  const key = useMemo(
    () => JSON.stringify({ fields: apiValues(values, areas, lang), repeat, budgetId }),
    [values, areas, lang, repeat, budgetId],
  );
  const complete = useMemo(
    () =>
      missionProblems((JSON.parse(key) as Asked).fields).length === 0 && Object.keys(problems).length === 0,
    [key, problems],
  );
  const [answer, setAnswer] = useState<{ key: string; quote: TaskingQuote } | null>(null);
  const [failure, setFailure] = useState<{ key: string; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The number of the latest call: an answer to any other is stale.
  const latest = useRef(0);

  useEffect(() => {
    if (readOnly || !complete) return;
    const mine = ++latest.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const asked = JSON.parse(key) as Asked;
      const fields = { ...asked.fields, ...budgetField(asked.budgetId) };
      const call = asked.repeat
        ? quoteRepeatMission(fields, asked.repeat, controller.signal)
        : quoteMission(fields, controller.signal);
      call.then(
        (quote) => {
          if (mine !== latest.current) return;
          setAnswer({ key, quote });
          setFailure(null);
        },
        (err: unknown) => {
          if (mine !== latest.current) return;
          const text = failureMessage(err, lang);
          if (text === null) return;
          // A refusal of the budget is said under its select; the quote only says there is none.
          const onBudget = budgetErrorOf(err);
          if (onBudget) setBudgetError?.(onBudget);
          setFailure({ key, text: onBudget && onBudget === text ? t('quote.unquoted') : text });
          // A rule only the server checks marks its field, as the order's refusal would.
          const fields = formFieldErrors(err);
          if (Object.keys(fields).length) setErrors((e) => ({ ...e, ...fields }));
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, complete, readOnly, attempt, lang, setErrors, setBudgetError, t]);

  const status: QuoteStatus = readOnly
    ? 'off'
    : !complete
      ? 'incomplete'
      : failure?.key === key
        ? 'failed'
        : answer?.key === key
          ? 'ready'
          : 'loading';
  return {
    status,
    quote: status === 'ready' ? answer!.quote : null,
    last: answer?.quote ?? null,
    error: status === 'failed' ? failure!.text : null,
    retry: () => {
      setFailure(null);
      setAnswer((a) => (a && a.key === key ? { ...a, key: '' } : a));
      setAttempt((n) => n + 1);
    },
    replace: (quote) => {
      latest.current++;
      setAnswer({ key, quote });
      setFailure(null);
    },
  };
}
