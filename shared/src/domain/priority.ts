/** Priorities of docs/requirements.md §3: the values a form offers and the bands a stored number falls into. */
export type PriorityBand = 'A+' | 'A' | 'B' | 'C' | 'D';

export const PRIORITY_OPTIONS = [
  { value: 2, band: 'A+' },
  { value: 5, band: 'A' },
  { value: 8, band: 'B' },
  { value: 11, band: 'C' },
  { value: 15, band: 'D' },
] as const satisfies readonly { value: number; band: PriorityBand }[];

/** 0-2 A+, 3-5 A, 6-8 B, 9-11 C, 12 and above D. Lower numbers are more urgent. */
export function priorityBand(priority: number): PriorityBand {
  if (!Number.isFinite(priority) || priority < 0) throw new RangeError(`invalid priority ${priority}`);
  if (priority <= 2) return 'A+';
  if (priority <= 5) return 'A';
  if (priority <= 8) return 'B';
  if (priority <= 11) return 'C';
  return 'D';
}
