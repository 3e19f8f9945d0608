import { expect } from 'chai';
import { getBase58Decoder } from '@solana/kit';
import { Keypair, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { createApproveCheckedInstruction, getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { ManualClock } from '../engine/clock.js';
import { loadConfig } from '../engine/config.js';
import { ApiError } from '../engine/errors.js';
import { MemoryKv } from '../engine/kv/memory-kv.js';
import { createLogger } from '../engine/logger.js';
import { blockedByPolicy } from '../engine/venues/venue_b/custody.js';
import { openLiveVenueB } from '../engine/venues/venue_b/live/adapter.js';
import type { FeeSigner } from '../engine/venues/venue_b/live/fee-signer.js';
import { kalshiMaintenance } from '../engine/venues/venue_b/live/maintenance.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import type { Api } from './support/client.js';
import { eventually } from './support/eventually.js';
import { startFakeDflow, type FakeDflow } from './support/fake-dflow/index.js';
import { liveVenueBConfig } from './support/live-venue-b.js';
import { startTestService, type TestService } from './support/service.js';
import { settled, signQuote } from './support/solana.js';

const SOL = 1_000_000_000n;
const USDC = 1_000_000n;
const base58 = getBase58Decoder();

/** venue_b live, end to end through the HTTP API, against local fakes of DFlow and a Solana RPC node. */
describe('venue_b live on DFlow and a Solana RPC node (local fakes)', () => {
  let fake: FakeDflow;
  let service: TestService;
  let api: Api;
  let agent: RegisteredAgent;
  const feeWallet = Keypair.generate();
  const delegate = Keypair.generate();

  before(async () => {
    fake = await startFakeDflow({ apiKey: 'live-test-key', kycRequired: true });
    fake.fund(delegate.publicKey, { sol: 10n * SOL });
    fake.chain.mintTo(fake.usdcMint, feeWallet.publicKey, 0n, TOKEN_PROGRAM_ID);
    const live = liveVenueBConfig(fake, { apiKey: 'live-test-key', feeDelegate: delegate, feeWallet: feeWallet.publicKey, timeoutMs: 1_000 });
    // A Tuesday noon: outside Kalshi's Thursday maintenance window, whatever day the suite runs.
    service = await startTestService({ clock: new ManualClock(Date.UTC(2026, 11, 1, 12)), config: { venueB: { ...loadConfig({}).venueB, chainFile: null, mode: 'live', live } } });
    api = service.api();
    agent = await registerAgent(api);
    const limits = await api.post('/markets/risk-settings', { maxTradeAmount: 1000, maxPositionValue: 10000 }, { key: agent.key });
    expect(limits.status).to.equal(200);
  });
  after(async () => {
    await service.close();
    await fake.close();
  });

  const market = () => fake.markets.find((m) => m.ticker === 'KXFEDDECISION-27MAR-H0')!;
  /** A wallet with SOL and USDC on the fake chain, KYC-verified with DFlow. */
  const wallet = (usdc: bigint) => {
    const keypair = Keypair.generate();
    fake.fund(keypair.publicKey, { usdc, sol: SOL });
    fake.verifyKyc(keypair.publicKey.toBase58());
    return keypair;
  };
  const quote = (user: Keypair | null, over: Record<string, unknown> = {}) =>
    api.post('/venue_b/agent/quote', { marketTicker: market().ticker, side: 'YES', action: 'BUY', amount: 5, ...(user ? { userPublicKey: user.publicKey.toBase58() } : {}), ...over }, { key: agent.key });
  const submit = (user: Keypair, q: any, over: Record<string, unknown> = {}) =>
    api.post(
      '/venue_b/agent/submit',
      { marketTicker: q.marketTicker, side: q.side, action: q.action, amount: 5, userPublicKey: user.publicKey.toBase58(), quoteId: q.quoteId, signedTransaction: signQuote(q.unsignedTransaction, user), ...over },
      { key: agent.key },
    );
  /** How many times the transaction with this signature was sent to the RPC node. */
  const sent = (signature: string) =>
    fake.rpcCalls('sendTransaction').filter(([encoded]) => base58.decode(VersionedTransaction.deserialize(Buffer.from(String(encoded), 'base64')).signatures[0]!) === signature).length;

  it('takes a new agent from the market list to a position read from the chain, and moves the fee on chain', async () => {
    const listed = await api.get('/venue_b/markets?status=active&q=fed%20hold', { key: agent.key });
    expect(listed.status, JSON.stringify(listed.body)).to.equal(200);
    expect(listed.body.data.markets.map((m: any) => m.ticker)).to.deep.equal([market().ticker]);
    expect(listed.body.data.markets[0]).to.include({ yesMint: market().yesMint.toBase58(), yesBid: '0.61', yesAsk: '0.63' });

    const user = wallet(20n * USDC);
    const q = await quote(user);
    expect(q.status, JSON.stringify(q.body)).to.equal(200);
    expect(q.body.quoteErrorCode, q.body.quoteErrorMessage).to.equal(undefined);
    expect(q.body).to.include({ inAmount: '4410000', outAmount: '7000000' });
    const res = await submit(user, q.body);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const order = await settled(api, agent.key, res.body.orderId);
    expect(order).to.include({ orderStatus: 2, providerStatus: 'closed', filledInAmount: '4410000', filledOutAmount: '7000000' });
    expect(fake.tokenBalance(user.publicKey, market().yesMint)).to.equal(7n * USDC);
    expect(sent(res.body.txHash)).to.equal(1);

    const positions = await api.get('/venue_b/positions', { key: agent.key });
    const held = positions.body.data.find((p: any) => p.mint === market().yesMint.toBase58());
    expect(held).to.include({ size: 7, chainBalance: 7, walletAddress: user.publicKey.toBase58(), recorded: true });
    // Outcome tokens that reached the wallet some other way are read from the chain too.
    const other = fake.markets.find((m) => m.ticker === 'KXNBA-27-BOS')!;
    fake.chain.mintTo(other.noMint, user.publicKey, 3n * USDC, TOKEN_2022_PROGRAM_ID);
    const withOutside = await api.get('/venue_b/positions', { key: agent.key });
    expect(withOutside.body.data.find((p: any) => p.mint === other.noMint.toBase58())).to.deep.equal({
      marketId: 'KXNBA-27-BOS',
      title: other.title,
      outcome: 'NO',
      walletAddress: user.publicKey.toBase58(),
      mint: other.noMint.toBase58(),
      size: 3,
      avgPrice: 0.81,
      currentPrice: 0.81,
      unrealizedPnl: 0,
      realizedPnl: 0,
      chainBalance: 3,
      recorded: false,
    });

    // The quote's transaction approved 1% of 4.41 USDC (0.0441) for the fee delegate.
    const tooMuch = await api.post('/aiagent/charge-fee/venue_b/trade-fee', { amount: '0.05', fromAddress: user.publicKey.toBase58() }, { key: agent.key });
    expect(tooMuch.status).to.equal(400);
    expect(tooMuch.body.errorCode).to.equal('insufficient_allowance');
    const fee = await api.post('/aiagent/charge-fee/venue_b/trade-fee', { amount: '0.0441', fromAddress: user.publicKey.toBase58() }, { key: agent.key });
    expect(fee.status, JSON.stringify(fee.body)).to.equal(200);
    expect(fee.body).to.include({ fromAddress: user.publicKey.toBase58(), toAddress: feeWallet.publicKey.toBase58(), amount: '0.0441' });
    await eventually('the fee to land', async () => (fake.tokenBalance(feeWallet.publicKey, fake.usdcMint) === 44_100n ? true : undefined));
  });

  it('refuses a fee past what the quote’s approval left', async () => {
    const user = wallet(20n * USDC);
    const q = await quote(user, { action: 'BUY', amount: 5 });
    const res = await submit(user, q.body);
    await settled(api, agent.key, res.body.orderId);
    const all = await api.post('/aiagent/charge-fee/venue_b/trade-fee', { amount: '0.0441', fromAddress: user.publicKey.toBase58() }, { key: agent.key });
    expect(all.status, JSON.stringify(all.body)).to.equal(200);
    const again = await api.post('/aiagent/charge-fee/venue_b/trade-fee', { amount: '0.01', fromAddress: user.publicKey.toBase58() }, { key: agent.key });
    expect(again.status).to.equal(400);
    expect(again.body.errorCode).to.equal('insufficient_allowance');
  });

  it("carries DFlow's refusals in quoteErrorCode, in words an agent can act on", async () => {
    const user = wallet(20n * USDC);
    const small = await quote(user, { amount: 0.1 });
    expect(small.body.quoteErrorCode).to.equal('route_not_found');
    fake.settings.priceImpactTooHigh = true;
    const impact = await quote(user).finally(() => (fake.settings.priceImpactTooHigh = false));
    expect(impact.body).to.include({ quoteErrorCode: 'price_impact_too_high' });
    fake.settings.maintenance = true;
    const maintenance = await quote(user).finally(() => (fake.settings.maintenance = false));
    expect(maintenance.body.quoteErrorCode).to.equal('kalshi_maintenance');
    expect(maintenance.body.quoteErrorMessage).to.match(/Thursdays 3:00–5:00 AM/);
    const unverified = Keypair.generate();
    const kyc = await quote(unverified);
    expect(kyc.body.quoteErrorCode).to.equal('unverified_wallet_not_allowed');
    expect(kyc.body.quoteErrorMessage).to.contain(`https://dflow.net/proof?wallet=${unverified.publicKey.toBase58()}`);
    expect((await quote(unverified, { action: 'SELL', shares: 1, amount: undefined })).body.quoteErrorCode).to.not.equal('unverified_wallet_not_allowed');
    const closed = await quote(user, { marketTicker: 'KXHIGHNY-26NOV20-T55' });
    expect(closed.body.quoteErrorCode).to.equal('market_not_active');
  });

  it('refuses a transaction whose blockhash expired: 400 telling the agent to quote again, nothing sent or counted', async () => {
    const user = wallet(20n * USDC);
    const q = await quote(user);
    fake.advanceBlocks(151);
    const res = await submit(user, q.body);
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    expect(res.body.errorCode).to.equal('blockhash_expired');
    expect(res.body.message).to.match(/new quote/i);
    expect(fake.tokenBalance(user.publicKey, fake.usdcMint)).to.equal(20n * USDC);
  });

  it('refuses a second quote whose transaction is byte for byte one already submitted: 409, sent once', async () => {
    const user = wallet(20n * USDC);
    const first = await quote(user);
    const second = await quote(user);
    expect(second.body.unsignedTransaction).to.equal(first.body.unsignedTransaction);
    const taken = await submit(user, first.body);
    expect(taken.status, JSON.stringify(taken.body)).to.equal(200);
    const again = await submit(user, second.body);
    expect(again.status, JSON.stringify(again.body)).to.equal(409);
    expect(again.body.errorCode).to.equal('duplicate_transaction');
    expect(again.body.message).to.contain(taken.body.orderId);
    expect(sent(taken.body.txHash)).to.equal(1);
  });

  it('names its upstreams in /readyz', async () => {
    const ready = await api.get('/readyz');
    expect(ready.body.venues.venue_b).to.deep.equal({ mode: 'live', upstreams: { 'dflow-trade': 'closed', 'dflow-metadata': 'closed', 'solana-rpc': 'closed' } });
  });

  it('answers DFlow and RPC rate limits and failures with 502/503 venue_unavailable and Retry-After', async () => {
    const user = wallet(20n * USDC);
    fake.failNext('trade:GET /order', { status: 429, retryAfter: 7 });
    const limited = await quote(user);
    expect(limited.status).to.equal(503);
    expect(limited.body.errorCode).to.equal('venue_unavailable');
    expect(limited.headers.get('retry-after')).to.equal('7');
    fake.failNext('trade:GET /order', { status: 500 });
    const failed = await quote(user);
    expect(failed.status).to.equal(502);
    expect(failed.body.errorCode).to.equal('venue_unavailable');

    const q = await quote(user);
    fake.failRpc('sendTransaction', { status: 429, retryAfter: 3 });
    const rpcLimited = await submit(user, q.body);
    expect(rpcLimited.status).to.equal(503);
    expect(rpcLimited.headers.get('retry-after')).to.equal('3');
    expect(fake.tokenBalance(user.publicKey, fake.usdcMint)).to.equal(20n * USDC);
  });

  it('tracks a transaction the RPC node took but never answered for: sent once, settled once', async () => {
    const user = wallet(20n * USDC);
    const q = await quote(user);
    fake.failRpc('sendTransaction', { hangAfterProcessing: true });
    const res = await submit(user, q.body);
    expect(res.status, JSON.stringify(res.body)).to.be.oneOf([502, 503]);
    expect(res.body.errorCode).to.equal('venue_unavailable');
    const orders = await service.services.db.selectFrom('venue_b_orders').selectAll().where('agent_id', '=', agent.agentId).orderBy('created_at', 'desc').execute();
    const order = orders[0]!;
    const done = await settled(api, agent.key, order.id);
    expect(done).to.include({ orderStatus: 2, providerStatus: 'closed', filledOutAmount: '7000000' });
    expect(sent(order.tx_signature)).to.equal(1);
    expect(fake.tokenBalance(user.publicKey, market().yesMint)).to.equal(7n * USDC);
    // The same signed transaction again: the first answer's order, not a second broadcast.
    const again = await submit(user, q.body);
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    expect(again.body.orderId).to.equal(order.id);
    expect(sent(order.tx_signature)).to.equal(1);
  });
});

describe("Kalshi's weekly maintenance window", () => {
  it('is Thursdays 3:00 to 5:00 AM US Eastern, in summer and in winter time', () => {
    // 2026-12-03 is a Thursday (EST, UTC−5); 2026-07-02 is a Thursday (EDT, UTC−4).
    expect(kalshiMaintenance(Date.UTC(2026, 11, 3, 8, 0))).to.equal(true);
    expect(kalshiMaintenance(Date.UTC(2026, 11, 3, 9, 59))).to.equal(true);
    expect(kalshiMaintenance(Date.UTC(2026, 11, 3, 10, 0))).to.equal(false);
    expect(kalshiMaintenance(Date.UTC(2026, 11, 3, 7, 59))).to.equal(false);
    expect(kalshiMaintenance(Date.UTC(2026, 6, 2, 7, 30))).to.equal(true);
    expect(kalshiMaintenance(Date.UTC(2026, 6, 2, 9, 30))).to.equal(false);
    expect(kalshiMaintenance(Date.UTC(2026, 11, 2, 8, 30))).to.equal(false);
  });
});

describe('venue_b live: the fee delegate behind a custody signer', () => {
  it("keeps the custody provider's refusals and failures: BLOCKED_BY_POLICY 400, custody_failed 500, nothing sent", async () => {
    const fake = await startFakeDflow();
    const delegate = Keypair.generate();
    const feeWallet = Keypair.generate();
    fake.chain.mintTo(fake.usdcMint, feeWallet.publicKey, 0n, TOKEN_PROGRAM_ID);
    const config = liveVenueBConfig(fake, { feeDelegate: delegate, feeWallet: feeWallet.publicKey });
    const clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    const user = Keypair.generate();
    fake.fund(user.publicKey, { usdc: 10n * USDC, sol: SOL });
    // The user approved the delegate for 1 USDC, on chain, with its own transaction.
    const { blockhash } = fake.chain.latestBlockhash();
    const usdcAccount = getAssociatedTokenAddressSync(fake.usdcMint, user.publicKey);
    const approval = new VersionedTransaction(
      new TransactionMessage({ payerKey: user.publicKey, recentBlockhash: blockhash, instructions: [createApproveCheckedInstruction(usdcAccount, fake.usdcMint, delegate.publicKey, user.publicKey, USDC, 6)] }).compileToV0Message(),
    );
    approval.sign([user]);
    fake.chain.send(approval.serialize());
    const signers: Array<[FeeSigner['sign'], number, string]> = [
      [async () => Promise.reject(blockedByPolicy('raw signing is off for this vault.')), 400, 'BLOCKED_BY_POLICY'],
      [async () => Promise.reject(new Error('HTTP 502 from the custody API')), 500, 'custody_failed'],
    ];
    try {
      for (const [sign, status, code] of signers) {
        const venue = openLiveVenueB(config, { kv: new MemoryKv(clock), clock, logger: createLogger('silent'), feeSigner: { publicKey: delegate.publicKey, sign } });
        const refused = await venue.prepareFee(user.publicKey.toBase58(), 10_000n).then(() => null, (e: unknown) => e);
        expect(refused).to.be.instanceOf(ApiError).and.to.include({ status, code });
        await venue.close();
      }
      expect(fake.rpcCalls('sendTransaction')).to.have.length(0);
    } finally {
      await fake.close();
    }
  });
});
