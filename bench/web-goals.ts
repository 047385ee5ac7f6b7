/**
 * The table at the end of BENCH web: the figures issue 36 sets goals for, each beside its goal, with the machine's
 * load around the bench (the waits are only comparable on a quiet machine).
 */

/** A metric's name (a regular expression over the names measured), its goal and which side of it passes. */
const GOALS: { metric: RegExp; goal: number; unit: string; atLeast?: boolean }[] = [
  { metric: /^signin_after_enter_ms_/, goal: 2500, unit: 'ms' },
  { metric: /^first_click_ms_/, goal: 2500, unit: 'ms' },
  { metric: /^js_kb_before_action_/, goal: NaN, unit: 'KB' },
  { metric: /^js_kb_after_action_/, goal: NaN, unit: 'KB' },
  { metric: /^js_kb_needed_/, goal: 170, unit: 'KB' },
  { metric: /^globe_first_frame_ms$/, goal: 1500, unit: 'ms' },
  { metric: /^globe_tiles_loaded_ms$/, goal: 5000, unit: 'ms' },
  { metric: /^lighthouse_perf_(home|phonehome|login|sampleimage)$/, goal: 95, unit: 'score', atLeast: true },
  { metric: /^tbt_(home|phonehome|login|sampleimage)$/, goal: 150, unit: 'ms' },
];

export function printGoals(
  figures: Record<string, number>,
  runs: number,
  loadBefore: number,
  loadAfter: number,
): void {
  const rows: Record<string, { value: number; unit: string; goal: string; met: string }> = {};
  for (const { metric, goal, unit, atLeast } of GOALS)
    for (const [name, value] of Object.entries(figures)) {
      if (!metric.test(name)) continue;
      const rounded = unit === 'KB' ? +value.toFixed(1) : Math.round(value);
      const known = !Number.isNaN(goal);
      rows[name] = {
        value: rounded,
        unit,
        goal: known ? `${atLeast ? '≥' : '≤'} ${goal}` : '',
        met: !known ? '' : (atLeast ? value >= goal : value <= goal) ? 'yes' : 'no',
      };
    }
  if (!Object.keys(rows).length) return;
  console.log(
    `\nIssue 36's goals (median of ${runs}; 1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after)`,
  );
  console.table(rows);
}
