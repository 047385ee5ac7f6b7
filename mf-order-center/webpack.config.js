const { createConfig } = require('@portal/tooling');
module.exports = createConfig({ dir: __dirname, name: 'mf_order_center', port: 3004 });
