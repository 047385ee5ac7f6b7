/**
 * The contract of the probes operators and load balancers call: GET health (the process is up) and GET ready (the
 * database is reachable). Imported as `@portal/shared/domain/system`.
 */
import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('up'), uptime_s: z.number() });
export const readySchema = z.object({ status: z.literal('ready'), driver: z.enum(['pglite', 'pg']) });
