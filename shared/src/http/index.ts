/**
 * @portal/shared/http: the page's one HTTP client (its session, notices and loading count) and the calls most pages
 * make. The calls of one part (./tasks, ./subscriptions, ./webhooks, ./api-keys) are imported by their own paths
 * (`@portal/shared/http/tasks`), which Module Federation does not share: each build that uses one bundles it. They
 * reach the client through this entry, never `./client`, or that build would carry a second client with a second
 * session store and notices no one shows.
 */
export * from './client';
export * from './user';
export * from './orders';
export * from './download';
export * from './export-jobs';
export * from './missions';
export * from './feedback';
export * from './areas';
export * from './failure';
export * from './staff-queues';
