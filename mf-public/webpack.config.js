const { createConfig } = require('@portal/tooling');
module.exports = createConfig({ dir: __dirname, name: 'mf_public', port: 3001 });
