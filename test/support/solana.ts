import { signVenueBTransaction } from '@agent-trading/client';
import { expect } from 'chai';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { ed25519PrivateKey, ed25519Sign } from '../../engine/crypto/ed25519.js';
import type { Api } from './client.js';
import { eventually } from './eventually.js';

export const decodeTransaction = (base64: string) => VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
export const encodeTransaction = (transaction: VersionedTransaction) => Buffer.from(transaction.serialize()).toString('base64');

/** What the agent does between quote and submit: add its signature to the quoted transaction (the client package's helper). */
export const signQuote = signVenueBTransaction;

/** A real Ed25519 signature of the message by `key`, placed in `slotOwner`'s slot: a wrong signer. */
export function signInSlotOf(unsignedTransaction: string, slotOwner: Keypair, key: Keypair): string {
  const transaction = decodeTransaction(unsignedTransaction);
  transaction.addSignature(slotOwner.publicKey, ed25519Sign(ed25519PrivateKey(key.secretKey.subarray(0, 32)), transaction.message.serialize()));
  return encodeTransaction(transaction);
}

/** A wallet with simulated USDC and SOL from the faucet, out of the agent's simulation balance. */
export async function fundedWallet(api: Api, key: string, usdc: string): Promise<Keypair> {
  const wallet = Keypair.generate();
  const res = await api.post('/venue_b/sim/faucet', { walletAddress: wallet.publicKey.toBase58(), amount: usdc }, { key });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return wallet;
}

export interface QuoteInput {
  marketTicker: string;
  side: string;
  action: string;
  amount?: number | string;
  shares?: number | string;
}

/** Quote, sign and submit; returns both answers. */
export async function trade(api: Api, key: string, wallet: Keypair, input: QuoteInput, extra: Record<string, unknown> = {}) {
  const quote = await api.post('/venue_b/agent/quote', { ...input, userPublicKey: wallet.publicKey.toBase58() }, { key });
  expect(quote.status, JSON.stringify(quote.body)).to.equal(200);
  expect(quote.body.quoteErrorCode, quote.body.quoteErrorMessage).to.equal(undefined);
  const submit = await api.post(
    '/venue_b/agent/submit',
    { ...input, userPublicKey: wallet.publicKey.toBase58(), quoteId: quote.body.quoteId, signedTransaction: signQuote(quote.body.unsignedTransaction, wallet), ...extra },
    { key },
  );
  return { quote: quote.body, submit };
}

/** Waits for the tracking job to settle an order (the job runs on its own; no clock is involved). */
export function settled(api: Api, key: string, orderId: string): Promise<any> {
  return eventually(`order ${orderId} to settle`, async () => {
    const res = await api.get(`/venue_b/orders/${orderId}`, { key });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.data.orderStatus !== 1 ? res.body.data : undefined;
  });
}
