/**
 * resium ships one module whose components are made by top-level calls of its factories, `X = a({ …options })` and
 * `X = T({ … })`. To webpack such a call may have side effects (so may building its object literal), so it kept every
 * component and, with them, every Cesium class they name (Viewer and its widgets, KmlDataSource, Model, …): the globe
 * downloaded nearly all of Cesium for the one component it uses. This loader marks each such call pure and wraps its
 * options in a pure arrow, `X = /* @__PURE__ *\/ a(/* @__PURE__ *\/ (() => ({ … }))())`, which webpack's inner graph
 * understands: a component nobody imports is dropped with the Cesium modules only it needs. It relies on the layout
 * of resium's published file (a factory call opens at the end of a line and closes at the next `})` in column 0) and
 * fails the build if that layout changes.
 */
const OPEN = /= (a|T)\(\{$/;

module.exports = function resiumPureLoader(source) {
  const lines = source.split('\n');
  let open = -1;
  let marked = 0;
  for (let i = 0; i < lines.length; i++) {
    if (open < 0 && OPEN.test(lines[i])) {
      lines[i] = lines[i].replace(OPEN, '= /* @__PURE__ */ $1(/* @__PURE__ */ (() => ({');
      open = i;
    } else if (open >= 0 && lines[i].startsWith('})')) {
      lines[i] = `}))())${lines[i].slice(2)}`;
      open = -1;
      marked += 1;
    }
  }
  if (open >= 0 || marked < 50)
    throw new Error(`resium-pure-loader: resium's layout changed (${marked} component factories found)`);
  return lines.join('\n');
};
