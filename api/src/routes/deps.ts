import type { Config } from '../config';
import type { Db } from '../db';
import type { Admission } from '../http/admission';
import type { OutboxSender } from '../mail/outbox';
import type { FileStorage } from '../storage';

/** What route modules need, passed explicitly (no globals). */
export interface Deps {
  db: Db;
  config: Config;
  storage: FileStorage;
  outbox: OutboxSender;
  /** argon2 hash of a random password, verified when no account matches a login (equal timing). */
  dummyHash: () => Promise<string>;
  /** Admission of archive searches (config.searchConcurrency at once, first come first served). */
  searches: Admission;
}
