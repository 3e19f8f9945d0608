/**
 * @solana/web3.js and what it pulls in (node-fetch, whatwg-url, bn.js: over a megabyte of bundle)
 * loaded on venue_b's first transaction rather than at every start.
 */
let loading: Promise<typeof import('@solana/web3.js')> | undefined;
export const solanaWeb3 = () => (loading ??= import('@solana/web3.js'));
