import { randomBytes } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { Keypair, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { expect } from 'chai';
import { ManualClock } from '../engine/clock.js';
import { ApiError } from '../engine/errors.js';
import { createLogger } from '../engine/logger.js';
import { PriceProcess } from '../engine/venues/venue_a/sim/price-process.js';
import type { Quote, QuoteRequest, VenueB, VenueBMarket } from '../engine/venues/venue_b/port.js';
import { DeferredSimVenueB } from '../engine/venues/venue_b/sim/deferred.js';
import { openLiveVenueB } from '../engine/venues/venue_b/live/adapter.js';
import { MemoryKv } from '../engine/kv/memory-kv.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { startFakeDflow } from './support/fake-dflow/index.js';
import { liveVenueBConfig } from './support/live-venue-b.js';
import { env } from './support/environment.js';
import { eventually } from './support/eventually.js';

/** A venue_b implementation with what the contract needs around it. */
interface Subject {
  venue: VenueB;
  /** The time the venue prices at. */
  now(): number;
  /** Gives the wallet SOL for network fees and `usdc` of the settlement mint. */
  fund(owner: PublicKey, usdc: bigint): Promise<void>;
  /** Lets every blockhash handed out so far expire (a chain whose transactions expire by block height needs it). */
  outliveBlockhashes(): Promise<void>;
  close(): Promise<void>;
}

const USDC = 1_000_000n;
const SOL = 1_000_000_000n;
const base58 = getBase58Decoder();

/** The promise must fail with an ApiError (a refusal the caller can act on); answers it. */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  return expect.fail('expected a refusal');
}

/**
 * What every VenueB promises, written against the port alone: the simulator runs it below, and
 * the live adapter is to run it beside, against its local fakes of DFlow and the Solana RPC.
 */
function venueBContract(name: string, makeVenue: () => Promise<Subject>) {
  describe(`venue_b port: ${name}`, () => {
    let s: Subject;
    let venue: VenueB;
    let active: VenueBMarket;
    let notTrading: VenueBMarket;
    before(async () => {
      s = await makeVenue();
      venue = s.venue;
      const markets = await venue.markets();
      active = markets.find((m) => m.status === 'active')!;
      notTrading = markets.find((m) => m.status !== 'active')!;
      expect(active, 'an active market').not.to.equal(undefined);
      expect(notTrading, 'a market not trading').not.to.equal(undefined);
    });
    after(() => s.close());

    const held = async (owner: PublicKey | string, mint: string) => (await venue.balances(owner.toString(), [mint])).get(mint)!;
    const request = (user: Keypair | null, over: Partial<QuoteRequest> = {}): QuoteRequest => ({
      ticker: active.ticker,
      side: 'YES',
      action: 'BUY',
      amount: 5n * USDC,
      user: user?.publicKey.toBase58() ?? null,
      destination: null,
      slippageBps: 100,
      ...over,
    });
    const quoted = async (req: QuoteRequest): Promise<Quote> => {
      const answer = await venue.quote(req);
      if (answer.kind !== 'quote') return expect.fail(`refused: ${answer.code} ${answer.message}`);
      return answer;
    };
    /** Signs the quote's transaction with the user's keypair and submits it; answers the signed transaction and the signature. */
    const signAndSubmit = async (req: QuoteRequest, q: Quote, user: Keypair) => {
      const transaction = VersionedTransaction.deserialize(q.transaction!);
      transaction.sign([user]);
      const submitted = venue.submit({ ...q, transaction: transaction.serialize(), ticker: req.ticker, side: req.side, action: req.action, amount: req.amount });
      return { transaction, submitted };
    };
    const terminal = (q: Quote, signature: string) =>
      eventually('a terminal order status', async () => {
        const status = await venue.orderStatus({ signature, inAmount: q.inAmount, outAmount: q.outAmount, expiresAt: q.expiresAt, lastValidBlockHeight: q.lastValidBlockHeight });
        return status.status === 'pending' || status.status === 'open' ? undefined : status;
      });

    it('lists its markets, each with its mints, and finds one by its exact ticker', async () => {
      for (const market of await venue.markets()) {
        expect(market.settlementMint).to.equal(venue.settlementMint);
        expect(market.yesMint).not.to.equal(market.noMint);
        expect(await venue.market(market.ticker)).to.deep.equal(market);
      }
      expect(await venue.market('KXNOSUCH-MARKET')).to.equal(undefined);
    });

    it('prices an active market: yes and no add up to one, each bid below its ask', async () => {
      const prices = await venue.prices(active.ticker);
      expect(prices.yes + prices.no).to.equal(USDC);
      for (const side of [prices.YES, prices.NO]) {
        expect(side.bid! < side.ask!, `bid ${side.bid} below ask ${side.ask}`).to.equal(true);
      }
    });

    it('marks mints at the fair price, a determined market at its payout, and leaves unknown mints out', async () => {
      const unknown = Keypair.generate().publicKey.toBase58();
      const prices = await venue.prices(active.ticker);
      const marks = await venue.markPrices([active.yesMint, active.noMint, unknown], s.now());
      expect([...marks]).to.deep.equal([
        [active.yesMint, prices.yes],
        [active.noMint, prices.no],
      ]);
      const determined = (await venue.markets()).find((m) => m.result !== '');
      if (determined) {
        const payout = await venue.markPrices([determined.yesMint, determined.noMint], s.now());
        expect(payout.get(determined.yesMint)).to.equal(determined.result === 'yes' ? USDC : 0n);
        expect(payout.get(determined.noMint)).to.equal(determined.result === 'no' ? USDC : 0n);
      }
    });

    it('answers best bids for many mints: an active market’s, null for a market not trading and an unknown mint', async () => {
      const unknown = Keypair.generate().publicKey.toBase58();
      const prices = await venue.prices(active.ticker);
      const bids = await venue.bestBids([active.yesMint, active.noMint, notTrading.yesMint, unknown], s.now());
      expect([...bids]).to.deep.equal([
        [active.yesMint, prices.YES.bid],
        [active.noMint, prices.NO.bid],
        [notTrading.yesMint, null],
        [unknown, null],
      ]);
    });

    it('previews a quote without a user: the amounts, no transaction', async () => {
      const q = await quoted(request(null));
      expect(q.transaction).to.equal(null);
      expect(q.inAmount > 0n && q.inAmount <= 5n * USDC).to.equal(true);
      expect(q.outAmount % USDC, 'whole contracts').to.equal(0n);
      expect(q.minOutAmount <= q.outAmount).to.equal(true);
    });

    it('refuses in words the quotes it cannot fill: a market not trading, less than one contract', async () => {
      const user = Keypair.generate();
      const closed = await venue.quote(request(user, { ticker: notTrading.ticker }));
      expect(closed).to.include({ kind: 'refused', code: 'market_not_active' });
      const crumbs = await venue.quote(request(user, { amount: 1n }));
      expect(crumbs).to.include({ kind: 'refused', code: 'route_not_found' });
      expect((crumbs as { message: string }).message).to.be.a('string').and.not.equal('');
    });

    it('takes a quote signed by the user: the order closes with the quoted amounts and the balances move, both ways', async () => {
      const user = Keypair.generate();
      await s.fund(user.publicKey, 10n * USDC);
      const buy = request(user);
      const q = await quoted(buy);
      expect(q.expiresAt > s.now()).to.equal(true);
      const { transaction, submitted } = await signAndSubmit(buy, q, user);
      const signature = await submitted;
      expect(signature).to.equal(base58.decode(transaction.signatures[0]!));
      expect(await terminal(q, signature)).to.deep.include({ status: 'closed', inAmount: q.inAmount, outAmount: q.outAmount });
      expect(await held(user.publicKey, venue.settlementMint)).to.equal(10n * USDC - q.inAmount);
      expect(await held(user.publicKey, active.yesMint)).to.equal(q.outAmount);

      const sell = request(user, { action: 'SELL', amount: q.outAmount });
      const back = await quoted(sell);
      const sold = await (await signAndSubmit(sell, back, user)).submitted;
      expect(await terminal(back, sold)).to.deep.include({ status: 'closed', inAmount: q.outAmount, outAmount: back.outAmount });
      expect(await held(user.publicKey, active.yesMint)).to.equal(0n);
      expect(await held(user.publicKey, venue.settlementMint)).to.equal(10n * USDC - q.inAmount + back.outAmount);
    });

    it('refuses a broadcast the chain would not run, moving nothing: no SOL for fees, too little USDC', async () => {
      const broke = Keypair.generate();
      const noSol = await refusal((await signAndSubmit(request(broke), await quoted(request(broke)), broke)).submitted);
      expect(noSol).to.include({ status: 400, code: 'insufficient_sol' });

      const poor = Keypair.generate();
      await s.fund(poor.publicKey, 1n * USDC);
      const tooPoor = await refusal((await signAndSubmit(request(poor), await quoted(request(poor)), poor)).submitted);
      expect(tooPoor).to.include({ status: 400, code: 'insufficient_funds' });
      expect(await held(poor.publicKey, venue.settlementMint)).to.equal(1n * USDC);
      expect(await held(poor.publicKey, active.yesMint)).to.equal(0n);
    });

    it('reports a transaction it never saw as pending until it expires, then expired', async () => {
      const signature = base58.decode(randomBytes(64));
      const order = { signature, inAmount: USDC, outAmount: USDC, lastValidBlockHeight: null };
      expect(await venue.orderStatus({ ...order, expiresAt: s.now() + 60_000 })).to.deep.include({ status: 'pending', inAmount: 0n, outAmount: 0n });
      expect(await venue.orderStatus({ ...order, expiresAt: s.now() - 1 })).to.deep.include({ status: 'expired', inAmount: 0n, outAmount: 0n });
    });

    it('charges a fee through the delegate the quote approved, and names each refusal', async () => {
      const user = Keypair.generate();
      const from = user.publicKey.toBase58();
      await s.fund(user.publicKey, 10n * USDC);
      const buy = request(user);
      const q = await quoted(buy);
      await terminal(q, await (await signAndSubmit(buy, q, user)).submitted);
      // The quote approved the recommended fee, 1% of the trade's USDC.
      const fee = q.inAmount / 100n;
      const charge = async (payer: string, amount: bigint) => {
        const prepared = await venue.prepareFee(payer, amount);
        await venue.sendFee(prepared);
        return prepared;
      };
      // Prepared is signed, not sent: it moves nothing, and the venue says it never landed.
      const unsent = await venue.prepareFee(from, 1n);
      await s.outliveBlockhashes();
      expect(await venue.transferLanded(unsent.signature)).to.equal(false);
      const { toAddress, signature: first } = await charge(from, 1n);
      expect(await venue.transferLanded(first)).to.equal(true);
      const [userBefore, collectedBefore] = [await held(from, venue.settlementMint), await held(toAddress, venue.settlementMint)];
      const charged = await charge(from, fee - 1n);
      expect(charged.signature).to.be.a('string').and.not.equal('');
      expect(charged.toAddress).to.equal(toAddress);
      expect(await held(from, venue.settlementMint)).to.equal(userBefore - (fee - 1n));
      expect(await held(toAddress, venue.settlementMint)).to.equal(collectedBefore + (fee - 1n));

      const left = await held(from, venue.settlementMint);
      expect(await refusal(venue.prepareFee(from, left))).to.include({ status: 400, code: 'insufficient_allowance' });
      expect(await refusal(venue.prepareFee(from, left + 1n))).to.include({ status: 400, code: 'insufficient_balance' });
      expect(await refusal(venue.prepareFee(Keypair.generate().publicKey.toBase58(), 1n))).to.include({ status: 400, code: 'no_usdc_account' });
      const neverApproved = Keypair.generate();
      await s.fund(neverApproved.publicKey, 10n * USDC);
      expect(await refusal(venue.prepareFee(neverApproved.publicKey.toBase58(), 1n))).to.include({ status: 400, code: 'insufficient_allowance' });
      expect(await held(from, venue.settlementMint)).to.equal(left);
    });
  });
}

// As the service opens it: the chain is made on the first call that needs it.
venueBContract('simulated chain', async () => {
  const clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
  const venue = new DeferredSimVenueB({
    db: env().handle.db,
    clock,
    logger: createLogger('silent'),
    prices: new PriceProcess({ seed: 'venue-b-port-contract' }),
    seed: 'venue-b-port-contract',
    chainFile: null,
    quoteTtlMs: 120_000,
    requireKyc: false,
    custody: { rawSigning: true, maxFee: 1000n * USDC },
  });
  return {
    venue,
    now: () => clock.now(),
    fund: async (owner, usdc) => {
      await venue.sim.fund(owner.toBase58(), usdc);
    },
    // The simulated chain keeps no blockhashes: a transaction it has not run never will.
    outliveBlockhashes: async () => {},
    close: () => venue.close(),
  };
});

venueBContract('live adapter on local fakes of DFlow and a Solana RPC node', async () => {
  const fake = await startFakeDflow({ apiKey: 'contract-key' });
  const clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
  const delegate = Keypair.generate();
  const feeWallet = Keypair.generate();
  fake.fund(delegate.publicKey, { sol: 10n * SOL });
  fake.chain.mintTo(fake.usdcMint, feeWallet.publicKey, 0n, TOKEN_PROGRAM_ID);
  const venue = openLiveVenueB(liveVenueBConfig(fake, { apiKey: 'contract-key', feeDelegate: delegate, feeWallet: feeWallet.publicKey }), {
    kv: new MemoryKv(clock),
    clock,
    logger: createLogger('silent'),
  });
  return {
    venue,
    now: () => clock.now(),
    fund: async (owner, usdc) => fake.fund(owner, { usdc, sol: SOL }),
    outliveBlockhashes: async () => fake.advanceBlocks(151),
    close: async () => {
      await venue.close();
      await fake.close();
    },
  };
});
