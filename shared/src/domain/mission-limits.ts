/** The limits of a tasking order's fields (docs/requirements.md §5, §9), read by its contract and its fields' table. */
export const MISSION_LIMITS = {
  lookAngleMin: 13,
  lookAngleMax: 40,
  /** The look-angle hints the form starts with (docs/requirements.md §9: 39 and 13 for the satellites). */
  lookAngleHintUpper: 39,
  lookAngleHintLower: 13,
  maxAreas: 5,
  maxText: 100,
  maxComments: 500,
  maxShots: 100,
  maxDurationSPerKm: 1000,
  maxElevationM: 9000,
  minElevationM: -500,
  /** Application form: doc, docx or pdf, at most 30 MB (docs/requirements.md §9). */
  applicationFormMaxBytes: 30 * 1024 * 1024,
  applicationFormTypes: ['doc', 'docx', 'pdf'],
  maxBatch: 100,
} as const;
