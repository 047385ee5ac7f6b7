// A thread of the analysis pool (./pool.ts). Threads start as plain Node, so tsx compiles the TypeScript here.
require('tsx/cjs/api').register();
const { runJob } = require('./run.ts');

module.exports = function analyse(job) {
  return runJob(job);
};
