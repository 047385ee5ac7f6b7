// A thread of the analysis pool (./pool.ts). Threads start as plain Node, so tsx compiles the TypeScript here.
require('tsx/cjs/api').register();
// geotiff.js (the product rasters' tiles) loads `web-worker`, which in a worker thread takes itself for the body of a
// web worker unless a Worker class exists. geotiff's decoder pool is never used here: a stand-in that refuses to start.
globalThis.Worker ??= class Worker {
  constructor() {
    throw new Error('web workers are not started in an analysis thread');
  }
};
const { runJob } = require('./run.ts');
// Reads of stored product rasters for a stack: time series, change (./raster-jobs.ts).
const { isRasterJob, runRasterJob } = require('./raster-jobs.ts');

module.exports = function analyse(job) {
  return isRasterJob(job) ? runRasterJob(job) : runJob(job);
};
