/**
 * A count axis: whole numbers from 0, at least up to 1, so an empty chart shows 0 and 1 rather than "0.00, 0.20…";
 * stacked series are summed per band.
 */
export function countAxis(stacked: readonly (readonly number[])[]) {
  const totals = stacked.reduce<number[]>((sum, data) => data.map((v, i) => (sum[i] ?? 0) + v), []);
  return {
    min: 0,
    max: Math.max(1, ...totals),
    tickMinStep: 1,
    valueFormatter: (v: number | null) => (v == null ? '' : String(Math.round(v))),
  };
}
