/**
 * The five-step progress of a tasking order (docs/requirements.md §4): order planning, task planning, in-orbit imaging, product
 * quality check, product delivery, each grey (not done), green (normal), red (abnormal) or yellow (cancelled).
 * The customer's list and detail show it, and so will staff's pages. Tests read each step's colour from
 * `data-color` on `step-<key>`.
 */
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { PROGRESS_STEPS, type Lang, type StepColor } from '../domain';
import type { Mission } from '../domain/missions';
import { formatDateTime } from '../i18n';
import { useLang } from './forms';

export type MissionStep = Mission['steps'][number];

/** The theme's colour of each step colour. */
const THEME_COLOR: Record<StepColor, string> = {
  grey: 'grey.400',
  green: 'success.main',
  red: 'error.main',
  yellow: 'warning.main',
};

/** What a colour means (docs/requirements.md §4), said in words too: colour alone does not reach everyone. */
const MEANING: Record<StepColor, Record<Lang, string>> = {
  grey: { zh: '未完成', en: 'Not done' },
  green: { zh: '正常', en: 'Normal' },
  red: { zh: '异常', en: 'Abnormal' },
  yellow: { zh: '已取消', en: 'Cancelled' },
};

const stepLabel = (key: string, lang: Lang) => PROGRESS_STEPS.find((s) => s.key === key)?.[lang] ?? key;

function Dot({ color, size }: { color: StepColor; size: number }) {
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, borderRadius: '50%', bgcolor: THEME_COLOR[color], flexShrink: 0 }}
    />
  );
}

/** The line between two steps: green once the step before it is done normally. */
function Connector({ done, compact }: { done: boolean; compact: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        flex: compact ? '0 0 8px' : '1 1 16px',
        minWidth: 8,
        height: 2,
        bgcolor: done ? 'success.main' : 'grey.300',
        mt: compact ? 0 : '6px',
        alignSelf: compact ? 'center' : 'flex-start',
      }}
    />
  );
}

export function MissionSteps({
  steps,
  compact = false,
}: {
  steps: readonly MissionStep[];
  compact?: boolean;
}) {
  const lang = useLang();
  return (
    <Stack
      direction="row"
      data-testid="mission-steps"
      sx={{ alignItems: compact ? 'center' : 'flex-start', width: compact ? 'auto' : '100%' }}
    >
      {steps.map((step, i) => {
        const label = stepLabel(step.key, lang);
        const meaning = MEANING[step.color][lang];
        const time = step.reached_at ? formatDateTime(step.reached_at, lang) : '';
        const summary = [`${label}: ${meaning}`, time].filter(Boolean).join(' · ');
        return (
          <Stack key={step.key} direction="row" sx={{ flex: compact ? 'none' : 1, minWidth: 0 }}>
            {i > 0 && <Connector done={steps[i - 1].color === 'green'} compact={compact} />}
            {compact ? (
              <Tooltip title={summary}>
                <Box data-testid={`step-${step.key}`} data-color={step.color} sx={{ p: '3px' }}>
                  <Dot color={step.color} size={12} />
                </Box>
              </Tooltip>
            ) : (
              <Stack
                data-testid={`step-${step.key}`}
                data-color={step.color}
                aria-label={summary}
                spacing={0.25}
                sx={{ alignItems: 'center', textAlign: 'center', px: 0.5, minWidth: 88 }}
              >
                <Dot color={step.color} size={14} />
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {label}
                </Typography>
                <Typography
                  variant="caption"
                  sx={{ color: step.color === 'grey' ? 'text.secondary' : THEME_COLOR[step.color] }}
                >
                  {meaning}
                </Typography>
                {time && (
                  <Typography variant="caption" color="text.secondary" data-testid="step-time">
                    {time}
                  </Typography>
                )}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
