// What jest's jsdom lacks and react-router and @mui/x-data-grid need when they load (TextEncoder, TextDecoder):
// set up before every test file of the jsdom projects.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
