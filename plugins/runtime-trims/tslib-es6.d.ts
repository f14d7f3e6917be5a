/** tslib's ES module has the types of tslib itself. */
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
