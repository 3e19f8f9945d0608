import { notFound } from '../../../errors.js';
import type { VenueHealth } from '../../health.js';
import type { SimVenueBTools, VenueB } from '../port.js';
import type { SimVenueB, SimVenueBOptions } from './adapter.js';
import { catalogMarkets, pricedMarket } from './catalog.js';
import { simKeyAddress } from './keys.js';
import { verifyWallet } from './kyc.js';

/**
 * The simulated venue_b, opened on first use. LiteSVM, spl-token and the chain's set-up (a mint per
 * outcome, each a signed transaction) cost most of a second and tens of MB, and a service that
 * never trades on venue_b needs none of it; the first call that does waits for it. What must be
 * known at once (the service's keys, the settlement mint) derives from the seed alone.
 */
export class DeferredSimVenueB implements VenueB {
  readonly mode = 'sim';
  readonly kycRequiredForBuys: boolean;
  readonly sim: SimVenueBTools;
  private opening: Promise<SimVenueB> | undefined;
  /** Each key's address, derived when first asked for. */
  private readonly addresses = new Map<string, string>();

  constructor(private readonly options: SimVenueBOptions) {
    this.kycRequiredForBuys = options.requireKyc;
    const { db, clock, prices } = options;
    const address = (label: string) => this.address(label);
    this.sim = {
      get marketMaker() {
        return address('market-maker');
      },
      get feeWallet() {
        return address('fee-wallet');
      },
      fund: async (owner, usdc) => (await this.venue()).sim.fund(owner, usdc),
      walletBalances: async (owner) => (await this.venue()).sim.walletBalances(owner),
      verifyWallet: (address) => verifyWallet(db, address, new Date(clock.now())),
      // The price process's, not the chain's: set at once.
      scriptPrices: (ticker, points) => {
        const entry = catalogMarkets().find((market) => market.ticker === ticker);
        if (!entry) throw notFound('market_not_found', `No venue_b market ${ticker}.`);
        prices.setScriptedPrices(pricedMarket(entry), points);
      },
    };
  }

  get settlementMint(): string {
    return this.address('mint:USDC');
  }

  get feeDelegate(): string {
    return this.address('fee-delegate');
  }

  private address(label: string): string {
    let found = this.addresses.get(label);
    if (found === undefined) this.addresses.set(label, (found = simKeyAddress(this.options.seed, label)));
    return found;
  }

  markets: VenueB['markets'] = async () => (await this.venue()).markets();
  market: VenueB['market'] = async (ticker) => (await this.venue()).market(ticker);
  prices: VenueB['prices'] = async (ticker) => (await this.venue()).prices(ticker);
  markPrices: VenueB['markPrices'] = async (mints, atMs) => (await this.venue()).markPrices(mints, atMs);
  bestBids: VenueB['bestBids'] = async (mints, atMs) => (await this.venue()).bestBids(mints, atMs);
  quote: VenueB['quote'] = async (request) => (await this.venue()).quote(request);
  submit: VenueB['submit'] = async (submission) => (await this.venue()).submit(submission);
  orderStatus: VenueB['orderStatus'] = async (order) => (await this.venue()).orderStatus(order);
  balances: VenueB['balances'] = async (owner, mints) => (await this.venue()).balances(owner, mints);
  holdings: VenueB['holdings'] = async (owner) => (await this.venue()).holdings(owner);
  prepareFee: VenueB['prepareFee'] = async (from, amount) => (await this.venue()).prepareFee(from, amount);
  sendFee: VenueB['sendFee'] = async (fee) => (await this.venue()).sendFee(fee);
  transferLanded: VenueB['transferLanded'] = async (signature) => (await this.venue()).transferLanded(signature);

  health(): VenueHealth {
    return { upstreams: {} };
  }

  async close(): Promise<void> {
    // Never opened: no chain to save. Opening under way: closed once open, so its snapshot is kept.
    const opened = await this.opening?.catch(() => undefined);
    await opened?.close();
  }

  private venue(): Promise<SimVenueB> {
    if (!this.opening) {
      const opening = import('./adapter.js').then(({ openSimVenueB }) => openSimVenueB(this.options));
      this.opening = opening;
      // A failed opening (an unreadable chain snapshot) fails the calls waiting on it; the next call tries again.
      opening.catch(() => {
        if (this.opening === opening) this.opening = undefined;
      });
    }
    return this.opening;
  }
}
