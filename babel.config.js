// Used only where Babel still runs (Docusaurus Faster compiles with SWC).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
