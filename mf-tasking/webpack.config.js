const { createConfig } = require('@portal/tooling');
module.exports = createConfig({ dir: __dirname, name: 'mf_tasking', port: 3003 });
