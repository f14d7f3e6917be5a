/**
 * A webpack loader for Docusaurus's generated chunk registry (`.docusaurus/registry.js`), in the
 * browser bundle only. Each entry is
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],
 * and the middle "<path>" is read only on the server, where react-loadable reports which modules a
 * page rendered. This writes 0 in its place, so `main.js` no longer carries one module path per
 * route chunk. A registry in another shape fails the build instead of passing through unchanged.
 */
module.exports = function stripRegistryPaths(source) {
  const entries = source.match(/\bimport\(/g)?.length ?? 0;
  let stripped = 0;
  const result = source.replace(
    /\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(\1\)\]/g,
    (_match, modulePath) => {
      stripped += 1;
      return `), 0, require.resolveWeak(${modulePath})]`;
    },
  );
  if (entries === 0 || stripped !== entries) {
    throw new Error(
      `runtime-trims: ${this.resourcePath} has ${entries} entries and ${stripped} in the expected ` +
        'shape; Docusaurus changed its registry. Compare it with plugins/runtime-trims/registry-loader.cjs ' +
        '(see plugins/runtime-trims/README.md and UPGRADING.md).',
    );
  }
  return result;
};
