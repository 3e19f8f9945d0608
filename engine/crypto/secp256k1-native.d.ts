/** The package's native binding alone: its index falls back to a pure-JS curve (elliptic) when the binding does not load. */
declare module 'secp256k1/bindings.js' {
  import * as secp256k1 from 'secp256k1';
  export default secp256k1;
}
