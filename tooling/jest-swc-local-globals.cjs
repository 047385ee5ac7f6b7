// @swc/jest, and then a prologue on each module's first line: the built-ins that code reads in its loops, bound once
// as the module's own variables. Jest runs every module in a `vm` context, whose global object answers each read
// through an interceptor: on Node 20 a `Math.sin` in a loop then costs a call into C++ and runs 20–100 times
// slower than in plain Node (the China geodata took 44 s in a test against 1.3 s in Node; the orbit access test
// 27 s of CPU against 3.5 s). Locals skip the interceptor; the values are the same objects.
const { createTransformer } = require('@swc/jest');

// Never one that a test replaces on the global object (Date, the timers: jest's fake timers swap them).
const GLOBALS = [
  'Math',
  'Number',
  'String',
  'Array',
  'Object',
  'JSON',
  'Map',
  'Set',
  'DataView',
  'Float64Array',
  'Float32Array',
  'Int32Array',
  'Uint32Array',
  'Int16Array',
  'Uint16Array',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
];
// A module that declares one of these names itself keeps the global for that name.
const declares = (code, name) =>
  new RegExp(`\\b(?:const|let|class|import|function)\\s+${name}\\b|\\b${name}\\s*=[^=]`).test(code);

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    const prologue = (code) => {
      const names = GLOBALS.filter((n) => !declares(code, n));
      return names.length ? `var ${names.map((n) => `${n} = globalThis.${n}`).join(', ')};` : '';
    };
    const withPrologue = (out) => {
      const code = typeof out === 'string' ? out : out.code;
      // After a "use strict" directive, which must stay the first statement; on line 1, so lines keep their numbers.
      const m = /^(\s*(['"])use strict\2;?)/.exec(code);
      const at = m ? m[1].length : 0;
      const next = code.slice(0, at) + prologue(code) + code.slice(at);
      return typeof out === 'string' ? next : { ...out, code: next };
    };
    return {
      ...swc,
      process: (src, file, opts) => withPrologue(swc.process(src, file, opts)),
      processAsync: async (src, file, opts) => withPrologue(await swc.processAsync(src, file, opts)),
      getCacheKey: (src, file, opts) => `${swc.getCacheKey(src, file, opts)}:local-globals-1`,
    };
  },
};
