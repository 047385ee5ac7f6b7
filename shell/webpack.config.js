const { createConfig } = require('@portal/tooling');

const config = createConfig({ dir: __dirname, name: 'shell', host: true, port: 3000 });

/**
 * The shell also writes a federation manifest, assets/mf-manifest.json: the files of the singletons it shares, which
 * a prerendered page fetches ahead once idle (deploy/first-view.mjs, shell/src/first-view-boot.js).
 */
module.exports = (env, argv) => {
  const options = config(env, argv);
  const federation = options.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  federation._options.manifest = { fileName: 'assets/mf-manifest.json' };
  return options;
};
