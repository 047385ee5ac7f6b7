// Jest's order of test files, with the few that take a minute or more first. Jest itself runs first what failed or
// took longest in its previous run; a clean clone has no previous run, so it would order by file size and could start
// the longest file last, with the other worker idle meanwhile. Between them, the files the list names come first.
const Sequencer = require('@jest/test-sequencer').default;

// Slowest first; a file that needs no database comes early, so it runs while the first API file builds the
// database template the others wait for (api/test/helpers.ts).
const SLOW_FIRST = [
  'api/test/fuzz.test.ts',
  'api/test/fault-postgres.test.ts',
  'api/test/multi-copy.test.ts',
  'shared/test/orbit/access.test.ts',
  'api/test/simulation.test.ts',
  'api/test/gdal/stac.test.ts',
  'api/test/web-samples.test.ts',
  'api/test/authz.test.ts',
];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const path = test.path.split('\\').join('/');
      const i = SLOW_FIRST.findIndex((file) => path.endsWith(`/${file}`));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
