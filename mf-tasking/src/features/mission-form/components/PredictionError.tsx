import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { ApiError, failureMessage } from '@portal/shared/http';
import { NS } from '../../../i18n';

/** Why a prediction has no answer; `unreached` when the server could not be reached (no answer came). */
export interface PredictionProblem {
  text: string;
  unreached?: boolean;
}

/** What a failed prediction call shows (null for a cancelled call, or the session's end). */
export function predictionProblem(err: unknown): PredictionProblem | null {
  const text = failureMessage(err);
  return text === null ? null : { text, unreached: err instanceof ApiError && err.transport };
}

/**
 * The prediction panel's failure (docs/requirements.md §8): a refusal with the advice to adjust the region or the
 * time range (unless the server's text gives it, in brackets of either language), or, when no answer came, the network failure in the page's
 * language with a retry: never the HTTP library's own text.
 */
export function PredictionError({ problem, onRetry }: { problem: PredictionProblem; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="prediction-error"
      sx={{ my: 1 }}
      action={
        problem.unreached && (
          <Button color="inherit" size="small" onClick={onRetry} data-testid="prediction-retry">
            {common('state.retry')}
          </Button>
        )
      }
    >
      {problem.text}
      {!problem.unreached && !/[(（]/.test(problem.text) && ` ${t('failedAdvice')}`}
    </Alert>
  );
}
