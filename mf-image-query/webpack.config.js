const { createConfig } = require('@portal/tooling');
module.exports = createConfig({ dir: __dirname, name: 'mf_image_query', port: 3002 });
