/**
 * The queue `org-approvals`: every job-running process offers one run an hour (jobs/runner.ts), one is sent, and it
 * expires the approvals whose week is up, releasing their holds (./decide.ts expireApprovals).
 */
import type { JobHandler } from '../jobs/types';
import { expireApprovals } from './decide';

export const approvalExpiryHandler: JobHandler<object> = {
  queue: 'org-approvals',
  run: async (_job, { db }) => ({ expired: await expireApprovals(db) }),
};
