/** Limits of a simulation request (documented in api/README.md). */
export const SIMULATION_LIMITS = {
  lookAngleMinDeg: 13,
  lookAngleMaxDeg: 40,
  maxRangeDays: 30,
  /** How far in the past the start may lie (a pass just missed is still worth showing). */
  maxPastDays: 1,
  /** When end_time is omitted: start + this many days. */
  defaultRangeDays: 7,
  defaultLimit: 5,
  maxLimit: 50,
  nameMax: 100,
} as const;
