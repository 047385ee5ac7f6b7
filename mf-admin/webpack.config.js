const { createConfig } = require('@portal/tooling');
module.exports = createConfig({ dir: __dirname, name: 'mf_admin', port: 3005 });
