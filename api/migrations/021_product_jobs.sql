-- The queues of product packages, sample pictures and the storage's clean-up (jobs/): a job is sent in the
-- transaction of what it is about, so its queue must exist before any process runs jobs. Retry settings are set
-- again from the configuration when a job-running process starts.
SELECT pgboss.create_queue('product-package', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":900}');
SELECT pgboss.create_queue('sample-pictures', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300}');
SELECT pgboss.create_queue('housekeeping', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":900}');
