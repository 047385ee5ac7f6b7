// A thread of the documents' pool (./pool.ts). Threads start as plain Node, so tsx compiles the TypeScript here.
require('tsx/cjs/api').register();
const { renderDocument } = require('./render.ts');

module.exports = function render(job) {
  return renderDocument(job);
};
