import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

/** The typed router a route module declares its routes on: zod schemas type each handler's request and answer. */
export type Router = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route module: its routes declared on the typed router with what they need (./index.ts registers it). */
export const defineRoutes =
  <D extends Deps = Deps>(declare: (r: Router, deps: D) => void | Promise<void>) =>
  async (app: FastifyInstance, deps: D) => {
    await declare(app.withTypeProvider<ZodTypeProvider>(), deps);
  };
