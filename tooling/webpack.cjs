// One webpack configuration for the shell and every remote (docs/architecture.md §2), so the six builds cannot drift apart.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { cesiumOptions, CESIUM_BASE_URL } = require('./cesium-build.cjs');

/**
 * @param {object} o
 * @param {string} o.dir         the package folder (its package.json gives the shared versions)
 * @param {string} o.name        federation name: 'shell' or a remote's name, e.g. 'mf_public'
 * @param {boolean} [o.host]     the shell: emits index.html, is served at '/'
 * @param {number} [o.port]      dev-server port for standalone development
 * @param {object} [o.extra]     extra webpack options merged at the top level
 */
function createConfig({ dir, name, host = false, port = 3000, extra = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const globe = cesiumOptions(dir, pkg);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : { standalone: path.join(__dirname, 'standalone-entry.js') },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        filename: production ? `${host ? 'assets/' : ''}[name].[contenthash:10].js` : '[name].js',
        chunkFilename: production ? `${host ? 'assets/' : ''}[name].[contenthash:10].js` : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The standalone entry lives in tooling; its imports resolve from the remote's own dependencies.
        modules: [path.join(dir, 'node_modules'), 'node_modules'],
        alias: host ? {} : { 'portal-remote-lifecycles$': path.join(dir, 'src/lifecycles.tsx') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          ...globe.rules,
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          // The portal's release, as the footer names it.
          'process.env.PORTAL_VERSION': JSON.stringify(require('../package.json').version),
          ...globe.define,
        }),
        // @mui/icons-material imports `@mui/material/utils`, a path the portal does not share: a remote that draws an
        // icon would bundle its own copy of MUI's styles and system, whose contexts are not the page's (a theme's
        // default props would not reach its icons). The shared barrel exports the same names (`export * from
        // './utils'`), so the icons take MUI's one copy in the page.
        new webpack.NormalModuleReplacementPlugin(/^@mui\/material\/utils$/, (resource) => {
          if (/[\\/]node_modules[\\/]/.test(resource.context ?? '')) resource.request = '@mui/material';
        }),
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.[contenthash:10].js',
          exposes: host ? undefined : { './app': './src/lifecycles.tsx' },
          shared: sharedSingletons(pkg),
          // The shell's manifest lists the files of the singletons it shares, which a prerendered page fetches ahead
          // once idle (deploy/first-view.mjs, shell/src/first-view-boot.js).
          manifest: { fileName: host ? 'assets/mf-manifest.json' : 'mf-manifest.json' },
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('./pin-shared-to-shell.cjs')],
          experiments: { asyncStartup: true },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: host ? path.join(dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
          chunks: host ? ['main'] : ['standalone'],
        }),
      ],
      performance: { hints: false },
      optimization: { ...globe.optimization, minimizer: [minifier()] },
      ...buildSpeed(dir, production),
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/mf', '/cesium'], target: 'http://localhost:8080' }],
      },
      ...extra,
    };
  };
}

/**
 * JavaScript is minified by swc: on Cesium's chunk, the largest, about seven times as fast as terser with output as
 * small (4.09 MB, 1,041 KB gzip, against terser's 3.99 MB and 1,047 KB). swc 1.13 turned a string of Cesium's into a
 * template literal with an octal escape, a SyntaxError; 1.16 does not (e2e's globe tests run the minified chunk).
 */
const minifier = () =>
  new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: { ecma: 2020, compress: { ecma: 2020 }, mangle: true },
  });

/**
 * Build speed only, the output stays the same: a production build keeps webpack's persistent cache in the package's
 * node_modules/.cache/webpack, so a rebuild recompiles (and minifies) only what changed; WEBPACK_CACHE=0 turns it off.
 */
function buildSpeed(dir, production) {
  if (!production || process.env.WEBPACK_CACHE === '0') return {};
  return {
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      buildDependencies: {
        config: [
          __filename,
          path.join(__dirname, 'shared-singletons.cjs'),
          path.join(__dirname, 'pin-shared-to-shell.cjs'),
          path.join(__dirname, 'resium-pure-loader.cjs'),
          path.join(__dirname, 'cesium-build.cjs'),
          path.join(dir, 'webpack.config.js'),
        ],
      },
    },
  };
}

module.exports = { createConfig, CESIUM_BASE_URL };
