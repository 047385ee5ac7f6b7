/**
 * Replaces a module's source by a stand-in's (./cesium-stand-ins/, chosen by the rule's `standIn` option): the module
 * keeps its place in the graph, its own imports are gone. ./cesium-build.cjs lists which modules and why.
 */
const fs = require('node:fs');
const path = require('node:path');

module.exports = function cesiumStandInLoader() {
  const file = path.join(__dirname, 'cesium-stand-ins', this.getOptions().standIn);
  this.addDependency(file);
  return fs.readFileSync(file, 'utf8');
};
