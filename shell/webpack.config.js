const { createConfig } = require('@portal/tooling');
module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, port: 3000 });
