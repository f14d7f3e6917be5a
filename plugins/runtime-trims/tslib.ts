/**
 * The TypeScript helpers the browser bundle uses, in place of the whole of tslib. The one
 * CommonJS module that requires tslib in the browser (@docusaurus/utils-common) keeps the whole
 * namespace object, so the bundler cannot drop the helpers nobody calls; re-exporting only the
 * used ones from tslib's ES module lets it.
 */
export {__importDefault} from 'tslib/tslib.es6.mjs';
