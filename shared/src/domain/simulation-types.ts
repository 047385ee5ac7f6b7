/**
 * The simulation contract's answers as types (docs/requirements.md §7 Simulation), for the front end, which reads
 * them without the schemas (`import type` only, so no zod reaches a bundle).
 */
import type { z } from 'zod';
import type { opportunitySchema, simulationSummary } from './simulation';

/** One predicted pass as POST and GET simulation/ answer it. */
export type SimulationOpportunity = z.infer<typeof opportunitySchema>;
/** A saved simulation as its list answers it (its detail adds the opportunities). */
export type SimulationSummary = z.infer<typeof simulationSummary>;
