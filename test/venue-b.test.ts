import { randomBytes, randomUUID } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { expect } from 'chai';
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { lockAgent } from '../engine/accounts/ledger.js';
import { todayUsage } from '../engine/accounts/limits.js';
import { ManualClock } from '../engine/clock.js';
import { utcDayWindow } from '../engine/rate-limits.js';
import type { Submission } from '../engine/venues/venue_b/port.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import type { Api } from './support/client.js';
import { startTestService, type TestService } from './support/service.js';
import { decodeTransaction, encodeTransaction, fundedWallet, settled, signInSlotOf, signQuote, trade } from './support/solana.js';

const TICKER = 'KXFEDDECISION-27JAN-H0';
const OPS_TOKEN = 'ops-token-for-venue-b-tests';
const usdc = (atomic: bigint) => Number(atomic) / 1e6;

describe('venue_b: quote, sign, submit, fee', () => {
  let service: TestService;
  let api: Api;
  let agent: RegisteredAgent;
  let clock: ManualClock;
  const venue = () => service.services.venueB;
  const sim = () => venue().sim!;
  /** What the owner holds of the mint on chain. */
  const balance = async (owner: PublicKey | string, mint: string) => (await venue().balances(owner.toString(), [mint])).get(mint)!;
  const usdcOf = (owner: PublicKey | string) => balance(owner, venue().settlementMint);
  const agentWallets = async () =>
    (await service.services.db.selectFrom('venue_b_wallets').select('address').where('agent_id', '=', agent.agentId).execute()).map((w) => new PublicKey(w.address));

  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    service = await startTestService({ clock, config: { opsToken: OPS_TOKEN } });
    // YES at 0.60: the market maker asks 0.61 and bids 0.59 for YES.
    sim().scriptPrices(TICKER, [{ t: 0, price: 600_000n }]);
    api = service.api();
    agent = await registerAgent(api);
    await allowLargerTrades(agent.key);
  });
  after(() => service.close());

  const allowLargerTrades = async (key: string) => {
    const res = await api.post('/markets/risk-settings', { maxTradeAmount: 1000, maxPositionValue: 10000 }, { key });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  const quote = (body: Record<string, unknown>, key = agent.key) => api.post('/venue_b/agent/quote', body, { key });

  describe('quote', () => {
    it('previews without userPublicKey: prices, mints and amounts, no transaction', async () => {
      const res = await quote({ marketTicker: TICKER.toLowerCase(), side: 'yes', action: 'buy', amount: 10 });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ marketTicker: TICKER, side: 'YES', action: 'BUY', status: 'active', previewOnly: true, yesPrice: '0.6', noPrice: '0.4' });
      expect(res.body).to.include({ scaledAmount: '10000000', inAmount: '9760000', outAmount: '16000000', minOutAmount: '16000000' });
      expect(res.body.inputMint).to.equal(venue().settlementMint);
      expect(res.body.outputMint).to.equal(res.body.yesMint);
      expect(res.body).not.to.have.property('unsignedTransaction');
      expect(res.body).not.to.have.property('quoteId');
    });

    it('returns a market-maker-signed transaction for the user to sign, expiring in about 2 minutes', async () => {
      const user = Keypair.generate();
      const res = await quote({ marketTicker: TICKER, side: 'NO', action: 'BUY', amount: '5', userPublicKey: user.publicKey.toBase58() });
      expect(res.status).to.equal(200);
      expect(res.body.expiresAt).to.equal(clock.now() + 120_000);
      const transaction = decodeTransaction(res.body.unsignedTransaction);
      const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures).map((k) => k.toBase58());
      expect(signers).to.deep.equal([user.publicKey.toBase58(), sim().marketMaker]);
      expect(transaction.signatures[0]!.every((b) => b === 0)).to.equal(true);
      expect(transaction.signatures[1]!.some((b) => b !== 0)).to.equal(true);
      expect(res.body.outputMint).to.equal(res.body.noMint);
    });

    it('refuses bad input with 400 and an unknown ticker with 404', async () => {
      const user = Keypair.generate().publicKey.toBase58();
      const cases: Array<[Record<string, unknown>, number]> = [
        [{ marketTicker: TICKER, side: 'YES', action: 'BUY' }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'SELL', amount: 1 }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 0.0000001 }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 0 }, 400],
        [{ marketTicker: TICKER, side: 'MAYBE', action: 'BUY', amount: 1 }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'HOLD', amount: 1 }, 400],
        [{ marketTicker: 'K'.repeat(121), side: 'YES', action: 'BUY', amount: 1 }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 1, userPublicKey: 'not-a-key' }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 1, userPublicKey: user, destinationWallet: 'x'.repeat(129) }, 400],
        [{ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 1, extra: true }, 400],
        [{ marketTicker: 'KXNOSUCH-MARKET', side: 'YES', action: 'BUY', amount: 1 }, 404],
      ];
      for (const [body, status] of cases) {
        const res = await quote(body);
        expect(res.status, JSON.stringify(body)).to.equal(status);
      }
      expect((await api.post('/venue_b/agent/quote', { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 1 })).status).to.equal(401);
    });

    it('answers 200 with quoteErrorCode when no transaction can be built', async () => {
      const user = Keypair.generate().publicKey.toBase58();
      const closed = await quote({ marketTicker: 'KXHIGHNY-26NOV20-T55', side: 'YES', action: 'BUY', amount: 5, userPublicKey: user });
      expect(closed.status).to.equal(200);
      expect(closed.body).to.include({ quoteErrorCode: 'market_not_active', status: 'closed' });
      expect(closed.body).not.to.have.property('unsignedTransaction');
      const settledMarket = await quote({ marketTicker: 'KXTSAW-26NOV15-T2.5', side: 'YES', action: 'SELL', shares: 1, userPublicKey: user });
      expect(settledMarket.body.quoteErrorCode).to.equal('market_not_active');
      const tooSmall = await quote({ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 0.5, userPublicKey: user });
      expect(tooSmall.body.quoteErrorCode).to.equal('route_not_found');
      expect(tooSmall.body.quoteErrorMessage).to.contain('0.61');
      const tooBig = await quote({ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 40_000, userPublicKey: user });
      expect(tooBig.body.quoteErrorCode).to.equal('route_not_found');
    });
  });

  describe('faucet', () => {
    it('refuses more than the simulation balance, and a malformed wallet, moving nothing', async () => {
      const poorAgent = await registerAgent(api);
      const wallet = Keypair.generate().publicKey.toBase58();
      const tooMuch = await api.post('/venue_b/sim/faucet', { walletAddress: wallet, amount: '10000.000001' }, { key: poorAgent.key });
      expect(tooMuch.status).to.equal(400);
      expect(tooMuch.body.errorCode).to.equal('insufficient_balance');
      expect((await api.post('/venue_b/sim/faucet', { walletAddress: '0xabc', amount: '1' }, { key: poorAgent.key })).status).to.equal(400);
      expect(await usdcOf(wallet)).to.equal(0n);
      const all = await api.post('/venue_b/sim/faucet', { walletAddress: wallet, amount: '10000' }, { key: poorAgent.key });
      expect(all.body.data).to.include({ usdcBalance: '10000', simulationBalance: '0' });
    });
  });

  describe('the whole flow', () => {
    it('buys, settles into a position that reconciles with the chain, pays the fee once, and sells', async () => {
      const wallet = await fundedWallet(api, agent.key, '100');
      const buyer = wallet.publicKey;
      const { quote: q, submit } = await trade(api, agent.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 10 }, {
        skillSlug: 'fed-watcher',
        source: 'agent:test',
        reasoning: 'The Fed holds when inflation is sticky.',
      });
      expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
      expect(submit.body).to.include({ status: 'pending', venue: 'venue_b', aiAgentId: agent.agentId, syncedToMkOrder: true, syncedToStrategyLog: true, avgPrice: '0.61' });
      expect(submit.body.txHash).to.equal(submit.body.venueOrderId);

      const order = await settled(api, agent.key, submit.body.orderId);
      expect(order).to.include({ orderStatus: 2, providerStatus: 'closed', filledInAmount: '9760000', filledOutAmount: '16000000' });
      expect(await balance(buyer, q.yesMint)).to.equal(16_000_000n);
      expect(await usdcOf(buyer)).to.equal(100_000_000n - 9_760_000n);

      const positions = await api.get('/venue_b/positions', { key: agent.key });
      expect(positions.body.data).to.deep.equal([
        {
          marketId: TICKER,
          title: (await venue().market(TICKER))!.title,
          outcome: 'YES',
          walletAddress: buyer.toBase58(),
          mint: q.yesMint,
          size: 16,
          avgPrice: 0.61,
          currentPrice: 0.6,
          unrealizedPnl: -0.16,
          realizedPnl: 0,
          chainBalance: 16,
          recorded: true,
        },
      ]);
      const current = await api.get(`/markets/current-positions?walletAddress=${buyer.toBase58()}&venue=venue_b`, { key: agent.key });
      expect(current.status, JSON.stringify(current.body)).to.equal(200);
      expect(current.body).to.have.length(1);
      expect(current.body[0]).to.include({ marketId: TICKER, outcome: 'YES', size: 16, avgPrice: 0.61, currentPrice: 0.6 });

      const trades = await api.get('/agents/trades?venue=venue_b', { key: agent.key });
      expect(trades.body.data.trades[0]).to.include({ platform: 'venue_b', skillSlug: 'fed-watcher', sourceTag: 'agent:test', actionType: 'BUY', direction: 'YES', marketConditionId: TICKER });
      const me = await api.get('/agents/me', { key: agent.key });
      expect(JSON.stringify(me.body)).to.contain(buyer.toBase58());

      // The fee: 1% of 9.76, pulled by the delegate the quote's transaction approved.
      const feeWallet = sim().feeWallet;
      const before = await usdcOf(feeWallet);
      const fee = { amount: '0.0976', fromAddress: buyer.toBase58() };
      const headers = { 'idempotency-key': `fee-${submit.body.orderId}` };
      const charged = await api.post('/aiagent/charge-fee/venue_b/trade-fee', fee, { key: agent.key, headers });
      expect(charged.status, JSON.stringify(charged.body)).to.equal(200);
      expect(charged.body).to.include({ status: 'BROADCASTED', fromAddress: buyer.toBase58(), toAddress: feeWallet, amount: '0.0976' });
      const retried = await api.post('/aiagent/charge-fee/venue_b/trade-fee', fee, { key: agent.key, headers });
      expect(retried.body).to.deep.equal(charged.body);
      expect((await usdcOf(feeWallet)) - before).to.equal(97_600n);
      expect(await usdcOf(buyer)).to.equal(100_000_000n - 9_760_000n - 97_600n);

      const sale = await trade(api, agent.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'SELL', shares: 6 });
      expect(sale.submit.status, JSON.stringify(sale.submit.body)).to.equal(200);
      expect(sale.quote).to.include({ inAmount: '6000000', outAmount: '3540000' });
      await settled(api, agent.key, sale.submit.body.orderId);
      const after = await api.get('/venue_b/positions', { key: agent.key });
      expect(after.body.data[0]).to.include({ size: 10, chainBalance: 10, avgPrice: 0.61 });
      // 6 shares that cost 3.66 sold for 3.54.
      expect(after.body.data[0].realizedPnl).to.equal(-0.12);
      expect(await usdcOf(buyer)).to.equal(100_000_000n - 9_760_000n - 97_600n + 3_540_000n);

      const portfolio = await api.get('/markets/portfolio?venue=venue_b', { key: agent.key });
      expect(portfolio.status, JSON.stringify(portfolio.body)).to.equal(200);
      expect(portfolio.body.data.venue_b.positions_count).to.equal(1);
      const onChain = (await Promise.all((await agentWallets()).map(usdcOf))).reduce((sum, held) => sum + held, 0n);
      expect(onChain > 0n).to.equal(true);
      expect(portfolio.body.data.venue_b.balance).to.equal(usdc(onChain));
    });

    it('sends what the trade pays to destinationWallet', async () => {
      const wallet = await fundedWallet(api, agent.key, '20');
      const destination = Keypair.generate().publicKey;
      const { quote: q, submit } = await trade(api, agent.key, wallet, { marketTicker: TICKER, side: 'NO', action: 'BUY', amount: 4 }, {});
      expect(submit.status).to.equal(200);
      await settled(api, agent.key, submit.body.orderId);
      expect(await balance(wallet.publicKey, q.noMint)).to.equal(9_000_000n);
      const q2 = await quote({ marketTicker: TICKER, side: 'NO', action: 'BUY', amount: 4, userPublicKey: wallet.publicKey.toBase58(), destinationWallet: destination.toBase58() });
      const s2 = await api.post(
        '/venue_b/agent/submit',
        { marketTicker: TICKER, side: 'NO', action: 'BUY', amount: 4, userPublicKey: wallet.publicKey.toBase58(), destinationWallet: destination.toBase58(), quoteId: q2.body.quoteId, signedTransaction: signQuote(q2.body.unsignedTransaction, wallet) },
        { key: agent.key },
      );
      expect(s2.status, JSON.stringify(s2.body)).to.equal(200);
      await settled(api, agent.key, s2.body.orderId);
      expect(await balance(destination, q.noMint)).to.equal(9_000_000n);
    });
  });

  describe('nothing tampered gets through', () => {
    let wallet: Keypair;
    const body = (q: any, signedTransaction: string) => ({ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2, userPublicKey: wallet.publicKey.toBase58(), quoteId: q.quoteId, signedTransaction });
    const fresh = async () => (await quote({ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2, userPublicKey: wallet.publicKey.toBase58() })).body;
    const submit = (payload: unknown, key = agent.key) => api.post('/venue_b/agent/submit', payload, { key });

    before(async () => {
      wallet = await fundedWallet(api, agent.key, '50');
    });

    it('refuses a transaction with one byte changed, or an instruction added', async () => {
      const q = await fresh();
      const signed = decodeTransaction(signQuote(q.unsignedTransaction, wallet));
      const bytes = Buffer.from(signed.serialize());
      bytes[bytes.length - 3]! ^= 0x01;
      const flipped = await submit(body(q, bytes.toString('base64')));
      expect(flipped.status).to.equal(400);
      expect(flipped.body.errorCode).to.equal('transaction_altered');

      const original = decodeTransaction(q.unsignedTransaction);
      const message = TransactionMessage.decompile(original.message);
      const memoProgram = new PublicKey('MemoSq4gqABAXKb96qnH8TySNcWxMyWCqXgDLGmfcHr');
      message.instructions.push(new TransactionInstruction({ programId: memoProgram, keys: [{ pubkey: wallet.publicKey, isSigner: true, isWritable: false }], data: Buffer.from('and one more thing') }));
      const extended = new VersionedTransaction(message.compileToV0Message());
      extended.sign([wallet]);
      const added = await submit(body(q, encodeTransaction(extended)));
      expect(added.status).to.equal(400);
      expect(added.body.errorCode).to.equal('transaction_altered');

      // Refusals before the broadcast leave the quote usable.
      const ok = await submit(body(q, signQuote(q.unsignedTransaction, wallet)));
      expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    });

    it('refuses a missing signature and a signature by the wrong key', async () => {
      const q = await fresh();
      const unsigned = await submit(body(q, q.unsignedTransaction));
      expect(unsigned.status).to.equal(400);
      expect(unsigned.body.errorCode).to.equal('signature_missing');
      const wrong = await submit(body(q, signInSlotOf(q.unsignedTransaction, wallet, Keypair.generate())));
      expect(wrong.status).to.equal(400);
      expect(wrong.body.errorCode).to.equal('signature_invalid');
      const mismatch = await submit({ ...body(q, signQuote(q.unsignedTransaction, wallet)), amount: 3 });
      expect(mismatch.status).to.equal(400);
      expect(mismatch.body.errorCode).to.equal('quote_mismatch');
    });

    it('takes a quote once: concurrent submits make one order and all get its answer, another agent or transaction gets 404', async () => {
      const q = await fresh();
      const signed = signQuote(q.unsignedTransaction, wallet);
      const other = await registerAgent(api);
      expect((await submit(body(q, signed), other.key)).status).to.equal(404);
      const answers = await Promise.all(Array.from({ length: 12 }, () => submit(body(q, signed))));
      expect(answers.map((a) => a.status)).to.deep.equal(Array(12).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).to.equal(1);
      const replay = await submit(body(q, signed));
      expect(replay.body).to.deep.equal(answers[0]!.body);
      const orders = await service.services.db.selectFrom('venue_b_orders').select('id').where('quote_id', '=', q.quoteId).execute();
      expect(orders).to.have.length(1);
      // The quote is used up: another transaction for it (here a wrong signature) finds no quote.
      const another = await submit(body(q, signInSlotOf(q.unsignedTransaction, wallet, Keypair.generate())));
      expect(another.status).to.equal(404);
      expect(another.body.message).to.contain('new quote');
    });

    it('refuses an expired quote (time moved, not slept)', async () => {
      const q = await fresh();
      clock.advance(120_001);
      try {
        const res = await submit(body(q, signQuote(q.unsignedTransaction, wallet)));
        expect(res.status).to.equal(400);
        expect(res.body.errorCode).to.equal('quote_expired');
        expect(res.body.message).to.contain('new quote');
      } finally {
        clock.advance(-120_001);
      }
    });

    it('refuses a submit whose price moved past the slippage allowance', async () => {
      const q = await fresh();
      sim().scriptPrices(TICKER, [{ t: 0, price: 600_000n }, { t: clock.now() + 1, price: 700_000n }]);
      clock.advance(1);
      try {
        const res = await submit(body(q, signQuote(q.unsignedTransaction, wallet)));
        expect(res.status).to.equal(400);
        expect(res.body.errorCode).to.equal('slippage_exceeded');
        expect(res.body.message).to.contain('Nothing was swapped');
      } finally {
        sim().scriptPrices(TICKER, [{ t: 0, price: 600_000n }]);
      }
    });
  });

  describe('chain errors are plain 400s', () => {
    it('explains a wallet without SOL and one without enough USDC', async () => {
      const usage = () => todayUsage(service.services.db, agent.agentId, utcDayWindow(clock.now()).day);
      const before = await usage();
      const broke = Keypair.generate();
      const { submit: noSol } = await trade(api, agent.key, broke, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 });
      expect(noSol.status).to.equal(400);
      expect(noSol.body.errorCode).to.equal('insufficient_sol');
      expect(noSol.body.message).not.to.contain('Program log');

      const poor = await fundedWallet(api, agent.key, '1');
      const { submit: noFunds } = await trade(api, agent.key, poor, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 5 });
      expect(noFunds.status).to.equal(400);
      expect(noFunds.body.errorCode).to.equal('insufficient_funds');
      // Nothing was counted against the limits or recorded.
      const wallets = [broke.publicKey.toBase58(), poor.publicKey.toBase58()];
      const orders = await service.services.db.selectFrom('venue_b_orders').select('id').where('user_public_key', 'in', wallets).execute();
      expect(orders).to.have.length(0);
      const logged = await service.services.db.selectFrom('trade_log').select('id').where('wallet_address', 'in', wallets).execute();
      expect(logged).to.have.length(0);
      expect(await usage()).to.deep.equal(before);
    });
  });

  describe('limits and the kill switch', () => {
    it('refuses past maxTradeAmount (5 by default) with 403, counts nothing, and keeps the quote for a retry', async () => {
      const trader = await registerAgent(api);
      const wallet = await fundedWallet(api, trader.key, '50');
      const q = await quote({ marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 10, userPublicKey: wallet.publicKey.toBase58() }, trader.key);
      const payload = { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 10, userPublicKey: wallet.publicKey.toBase58(), quoteId: q.body.quoteId, signedTransaction: signQuote(q.body.unsignedTransaction, wallet) };
      const refused = await api.post('/venue_b/agent/submit', payload, { key: trader.key });
      expect(refused.status).to.equal(403);
      expect(refused.body.errorCode).to.equal('limit_exceeded');
      expect(await usdcOf(wallet.publicKey)).to.equal(50_000_000n);
      await allowLargerTrades(trader.key);
      const accepted = await api.post('/venue_b/agent/submit', payload, { key: trader.key });
      expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    });

    it('refuses a halted agent', async () => {
      const trader = await registerAgent(api);
      const wallet = await fundedWallet(api, trader.key, '10');
      const halt = await api.post(`/ops/actors/${trader.agentId}/halt`, undefined, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      expect(halt.status, JSON.stringify(halt.body)).to.equal(200);
      const { submit } = await trade(api, trader.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 });
      expect(submit.status).to.equal(403);
      expect(submit.body.errorCode).to.equal('agent_halted');
    });
  });

  describe('risk monitors', () => {
    it('raise a stop-loss alert on a venue_b position, which the server cannot sell for the agent', async () => {
      const trader = await registerAgent(api);
      await allowLargerTrades(trader.key);
      const settings = await api.post('/markets/risk-settings', { riskControlEnabled: true, stopLossPercent: 10 }, { key: trader.key });
      expect(settings.status, JSON.stringify(settings.body)).to.equal(200);
      const ticker = 'KXGDP-27Q1-T2';
      sim().scriptPrices(ticker, [{ t: 0, price: 500_000n }]);
      try {
        const wallet = await fundedWallet(api, trader.key, '20');
        const { submit } = await trade(api, trader.key, wallet, { marketTicker: ticker, side: 'YES', action: 'BUY', amount: 10 });
        expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
        await settled(api, trader.key, submit.body.orderId);
        // Bought at 0.51: the stop is at 0.459, and the bid falls to 0.39.
        sim().scriptPrices(ticker, [{ t: 0, price: 500_000n }, { t: clock.now() + 1, price: 400_000n }]);
        clock.advance(1);
        // Agents of other suites share this run's database, so only this agent's triggers are counted.
        const mine = async () => (await service.actors.monitors.tick()).triggers.filter((t) => t.agentId === trader.agentId);
        expect(await mine()).to.have.length(1);
        expect(await mine()).to.have.length(0);
        const trades = await api.get('/agents/trades?venue=venue_b', { key: trader.key });
        expect(trades.body.data.trades[0]).to.include({ sourceTag: 'risk:alert', platform: 'venue_b', marketConditionId: ticker });
        const positions = await api.get('/venue_b/positions', { key: trader.key });
        expect(positions.body.data[0]).to.include({ size: 19, chainBalance: 19 });
      } finally {
        sim().scriptPrices(ticker, [{ t: 0, price: 500_000n }]);
      }
    });
  });

  describe('submit around the broadcast', () => {
    /** Runs `body` with the venue's submit replaced; the replacement gets the real one. */
    const withSubmit = async (replacement: (submission: Submission, real: (s: Submission) => Promise<string>) => Promise<string>, body: () => Promise<void>) => {
      const real = venue().submit.bind(venue());
      venue().submit = (submission) => replacement(submission, real);
      try {
        await body();
      } finally {
        venue().submit = real;
      }
    };
    const usage = (agentId: string) => todayUsage(service.services.db, agentId, utcDayWindow(clock.now()).day);

    it("broadcasts outside the agent's row lock", async () => {
      const trader = await registerAgent(api);
      const wallet = await fundedWallet(api, trader.key, '10');
      let locked = false;
      await withSubmit(
        async (submission, real) => {
          const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the agent row stayed locked during the broadcast')), 3_000));
          await Promise.race([service.services.db.transaction().execute((trx) => lockAgent(trx, trader.agentId)), timeout]);
          locked = true;
          return real(submission);
        },
        async () => {
          const { submit } = await trade(api, trader.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 });
          expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
        },
      );
      expect(locked).to.equal(true);
    });

    it('keeps an order whose broadcast answer was lost, and books it once the chain shows it landed', async () => {
      const trader = await registerAgent(api);
      const wallet = await fundedWallet(api, trader.key, '10');
      let orderId = '';
      await withSubmit(
        async (submission, real) => {
          await real(submission);
          throw new Error('connection reset after sending');
        },
        async () => {
          const { submit } = await trade(api, trader.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 }, { reasoning: 'lost answer' });
          expect(submit.status).to.equal(500);
          const row = await service.services.db.selectFrom('venue_b_orders').select('id').where('user_public_key', '=', wallet.publicKey.toBase58()).executeTakeFirstOrThrow();
          orderId = row.id;
        },
      );
      const order = await settled(api, trader.key, orderId);
      expect(order).to.include({ orderStatus: 2, providerStatus: 'closed', filledOutAmount: '3000000' });
      const positions = await api.get('/venue_b/positions', { key: trader.key });
      expect(positions.body.data[0]).to.include({ size: 3, chainBalance: 3 });
      const trades = await api.get('/agents/trades?venue=venue_b', { key: trader.key });
      expect(trades.body.data.trades.map((t: any) => t.reasoning)).to.deep.equal(['lost answer']);
      // The settlement records the wallet the submit could not: fees may be charged from it.
      const fee = await api.post('/aiagent/charge-fee/venue_b/trade-fee', { amount: '0.01', fromAddress: wallet.publicKey.toBase58() }, { key: trader.key });
      expect(fee.status, JSON.stringify(fee.body)).to.equal(200);
    });

    it('keeps an order reserved but never sent, and expires it with its amount given back', async () => {
      const trader = await registerAgent(api);
      const wallet = await fundedWallet(api, trader.key, '10');
      const before = await usage(trader.agentId);
      await withSubmit(
        async () => {
          throw new Error('the process died before sending');
        },
        async () => {
          const { submit } = await trade(api, trader.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 });
          expect(submit.status).to.equal(500);
        },
      );
      const row = await service.services.db.selectFrom('venue_b_orders').selectAll().where('user_public_key', '=', wallet.publicKey.toBase58()).executeTakeFirstOrThrow();
      expect(row).to.include({ status: 1, provider_status: 'pending' });
      expect(await usage(trader.agentId)).to.deep.equal({ trades: before.trades + 1, amount: before.amount + 1_830_000n });
      clock.advance(120_001);
      try {
        const order = await settled(api, trader.key, row.id);
        expect(order).to.include({ orderStatus: 3, providerStatus: 'expired', filledInAmount: '0' });
      } finally {
        clock.advance(-120_001);
      }
      expect(await usage(trader.agentId)).to.deep.equal({ trades: before.trades + 1, amount: before.amount });
      expect(await usdcOf(wallet.publicKey)).to.equal(10_000_000n);
    });
  });

  describe('cancel', () => {
    it('cannot cancel a filled order, and 404s an unknown one', async () => {
      const wallet = await fundedWallet(api, agent.key, '10');
      const { submit } = await trade(api, agent.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 });
      await settled(api, agent.key, submit.body.orderId);
      const res = await api.post(`/venue_b/orders/${submit.body.orderId}/cancel`, undefined, { key: agent.key });
      expect(res.status).to.equal(409);
      expect(res.body.errorCode).to.equal('order_not_open');
      const unknown = await api.post('/venue_b/orders/00000000-0000-4000-8000-000000000000/cancel', undefined, { key: agent.key });
      expect(unknown.status).to.equal(404);
    });

    /** An order whose broadcast never landed (a process that died mid-submit): a copy of a real one with an unknown signature. */
    const unlanded = async (expiresAt: Date) => {
      const wallet = await fundedWallet(api, agent.key, '10');
      const { submit } = await trade(api, agent.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2 });
      await settled(api, agent.key, submit.body.orderId);
      const db = service.services.db;
      const row = await db.selectFrom('venue_b_orders').selectAll().where('id', '=', submit.body.orderId).executeTakeFirstOrThrow();
      const id = randomUUID();
      const at = new Date(clock.now());
      await db
        .insertInto('venue_b_orders')
        .values({ ...row, id, quote_id: randomUUID(), tx_signature: getBase58Decoder().decode(randomBytes(64)), provider_status: 'pending', status: 1, filled_in: 0n, filled_out: 0n, expires_at: expiresAt, created_at: at, updated_at: at })
        .execute();
      return id;
    };

    it('cancels an order the chain never executed, once', async () => {
      const id = await unlanded(new Date(clock.now() + 60_000));
      const res = await api.post(`/venue_b/orders/${id}/cancel`, undefined, { key: agent.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data).to.include({ orderId: id, orderStatus: 3, providerStatus: 'expired' });
      const again = await api.post(`/venue_b/orders/${id}/cancel`, undefined, { key: agent.key });
      expect(again.status).to.equal(409);
      const other = await registerAgent(api);
      expect((await api.post(`/venue_b/orders/${id}/cancel`, undefined, { key: other.key })).status).to.equal(404);
    });

    it('tracks again an order whose tracking was lost, and expires it once its quote ran out', async () => {
      const id = await unlanded(new Date(clock.now() - 1));
      expect(await service.actors.venueB.tracking.resume()).to.be.greaterThan(0);
      const order = await settled(api, agent.key, id);
      expect(order).to.include({ orderStatus: 3, providerStatus: 'expired', filledOutAmount: '0' });
    });
  });

  describe('the fee endpoint', () => {
    let wallet: Keypair;
    before(async () => {
      wallet = await fundedWallet(api, agent.key, '30');
      const { submit } = await trade(api, agent.key, wallet, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 10 });
      expect(submit.status).to.equal(200);
    });
    const charge = (body: unknown, key = agent.key) => api.post('/aiagent/charge-fee/venue_b/trade-fee', body, { key });

    it('names each refusal', async () => {
      const from = wallet.publicKey.toBase58();
      const expectations: Array<[unknown, number, string]> = [
        [{ fromAddress: from }, 400, 'invalid_body'],
        [{ amount: '0.01' }, 400, 'invalid_body'],
        [{ amount: '0.01', fromAddress: venue().feeDelegate }, 400, 'delegate_as_source'],
        [{ amount: '0.01', fromAddress: 'not-an-address' }, 400, 'invalid_address'],
        [{ amount: 'ten', fromAddress: from }, 400, 'invalid_amount'],
        [{ amount: '0', fromAddress: from }, 400, 'invalid_amount'],
        [{ amount: '0.0000001', fromAddress: from }, 400, 'invalid_amount'],
        [{ amount: '0.5', fromAddress: from }, 400, 'insufficient_allowance'],
        [{ amount: '0.01', fromAddress: Keypair.generate().publicKey.toBase58() }, 403, 'wallet_not_agents'],
      ];
      for (const [body, status, code] of expectations) {
        const res = await charge(body);
        expect(res.status, JSON.stringify(body)).to.equal(status);
        expect(res.body.errorCode, JSON.stringify(res.body)).to.equal(code);
      }
    });

    it('refuses when the wallet holds less than the fee', async () => {
      const poor = await fundedWallet(api, agent.key, '3');
      const { submit } = await trade(api, agent.key, poor, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 2.99 });
      expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
      // 4 contracts at 0.61 leave 0.56 USDC; the approval was for 0.0244.
      const res = await charge({ amount: '0.6', fromAddress: poor.publicKey.toBase58() });
      expect(res.status).to.equal(400);
      expect(res.body.errorCode).to.equal('insufficient_balance');
    });

    it('is blocked by a custody policy that forbids it', async () => {
      const strict = await startTestService({ clock, config: { venueB: { ...service.config.venueB, custodyRawSigning: false } } });
      try {
        const strictApi = strict.api();
        const other = await registerAgent(strictApi);
        const w = await fundedWallet(strictApi, other.key, '10');
        const { submit } = await trade(strictApi, other.key, w, { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 4 });
        expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
        const res = await strictApi.post('/aiagent/charge-fee/venue_b/trade-fee', { amount: '0.01', fromAddress: w.publicKey.toBase58() }, { key: other.key });
        expect(res.status).to.equal(400);
        expect(res.body.errorCode).to.equal('BLOCKED_BY_POLICY');
      } finally {
        await strict.close();
      }
    });
  });

  describe('KYC', () => {
    it('degrades buys from an unverified wallet until an operator verifies it', async () => {
      const kyc = await startTestService({ clock, config: { opsToken: OPS_TOKEN, venueB: { ...service.config.venueB, requireKyc: true } } });
      try {
        const kycApi = kyc.api();
        const other = await registerAgent(kycApi);
        const user = Keypair.generate().publicKey.toBase58();
        const body = { marketTicker: TICKER, side: 'YES', action: 'BUY', amount: 5, userPublicKey: user };
        const first = await kycApi.post('/venue_b/agent/quote', body, { key: other.key });
        expect(first.body).to.include({ quoteErrorCode: 'unverified_wallet_not_allowed', kycRequired: true });
        const verify = await kycApi.post(`/ops/venue_b/kyc/${user}`, undefined, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
        expect(verify.status).to.equal(200);
        const second = await kycApi.post('/venue_b/agent/quote', body, { key: other.key });
        expect(second.body.quoteErrorCode).to.equal(undefined);
        expect(second.body.unsignedTransaction).to.be.a('string');
      } finally {
        await kyc.close();
      }
    });
  });
});
