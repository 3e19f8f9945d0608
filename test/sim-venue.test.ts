import { expect } from 'chai';
import { parseDecimal, USDC_SCALE, PRICE_ONE } from '../engine/money.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { allMarkets, initialYesPrice, marketByConditionId, marketById, marketByTokenId, negRiskMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { tickSize } from '../engine/venues/venue_a/market.js';
import { crossRestingOrder, matchOrder, notional, type IncomingOrder } from '../engine/venues/venue_a/matching.js';
import { bestBidAt, bookAt, type PriceSource } from '../engine/venues/venue_a/sim/order-book.js';
import { bestAsk, bestBid, midPrice, spread, type OrderBook } from '../engine/venues/venue_a/book.js';
import { PriceProcess } from '../engine/venues/venue_a/sim/price-process.js';

/** Decimal text to 6-decimal atomic units, for readable prices and sizes. */
const units = (text: string) => parseDecimal(text, USDC_SCALE);

const ANCHOR = Date.UTC(2026, 11, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const MARKET_KEYS = [
  'id', 'question', 'slug', 'description', 'category', 'image', 'conditionId', 'outcomes', 'clobTokenIds', 'tickSize',
  'minOrderSize', 'negRisk', 'negRiskMarketId', 'version', 'startDate', 'endDate', 'active', 'closed',
  'acceptingOrders', 'enableOrderBook', 'volumeNum', 'liquidityNum', 'events', 'tags',
].sort();

function openMarket(predicate: (market: VenueAMarket) => boolean): VenueAMarket {
  const market = allMarkets().find((candidate) => !candidate.closed && predicate(candidate));
  if (!market) throw new Error('no catalog market fits the test');
  return market;
}

/** A price source pinned to one Yes price, to shape books by hand. */
const fixedPrice = (price: bigint): PriceSource => ({ stepMs: 5_000, yesPrice: () => price });

describe('simulated venue_a', () => {
  describe('catalog', () => {
    const markets = allMarkets();

    it('holds at least 40 markets with unique ids, slugs, condition ids and token ids', () => {
      expect(markets.length).to.be.at.least(40);
      const unique = (values: string[]) => expect(new Set(values).size).to.equal(values.length);
      unique(markets.map((market) => market.id));
      unique(markets.map((market) => market.slug));
      unique(markets.map((market) => market.conditionId));
      unique(markets.flatMap((market) => market.clobTokenIds));
    });

    it('gives every market the VenueAMarket shape with Gamma-like values', () => {
      for (const market of markets) {
        const where = `market ${market.id}`;
        expect(Object.keys(market).sort(), where).to.deep.equal(MARKET_KEYS);
        expect(market.id, where).to.match(/^\d+$/);
        expect(market.slug, where).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(market.question, where).to.match(/\?$/);
        expect(market.description.length, where).to.be.greaterThan(80);
        expect(market.category, where).to.be.a('string').and.not.empty;
        expect(market.image, where).to.equal(null);
        expect(market.conditionId, where).to.match(/^0x[0-9a-f]{64}$/);
        expect(market.outcomes, where).to.deep.equal(['Yes', 'No']);
        expect(market.clobTokenIds, where).to.have.length(2);
        for (const tokenId of market.clobTokenIds) {
          expect(tokenId, where).to.match(/^[1-9]\d*$/);
          expect(BigInt(tokenId) < 2n ** 256n, where).to.equal(true);
        }
        expect(['0.01', '0.001'], where).to.include(market.tickSize);
        expect(['1', '5'], where).to.include(market.minOrderSize);
        expect(['v1', 'v2'], where).to.include(market.version);
        expect(new Date(market.startDate).toISOString(), where).to.equal(market.startDate);
        expect(new Date(market.endDate).toISOString(), where).to.equal(market.endDate);
        expect(Date.parse(market.startDate), where).to.be.lessThan(Date.parse(market.endDate));
        expect(market.active, where).to.equal(!market.closed);
        expect(market.acceptingOrders, where).to.equal(!market.closed);
        expect(market.enableOrderBook, where).to.equal(true);
        expect(Number.isFinite(market.volumeNum) && market.volumeNum > 0, where).to.equal(true);
        expect(Number.isFinite(market.liquidityNum) && market.liquidityNum >= 0, where).to.equal(true);
        expect(market.negRiskMarketId === null, where).to.equal(!market.negRisk);
        expect(market.events, where).to.have.length(1);
        for (const event of market.events) {
          expect(event.id, where).to.match(/^\d+$/);
          expect(event.slug, where).to.match(/^[a-z0-9-]+$/);
          expect(event.title, where).to.be.a('string').and.not.empty;
        }
        expect(market.tags.length, where).to.be.at.least(1);
        for (const tag of market.tags) expect(Object.keys(tag).sort(), where).to.deep.equal(['id', 'label', 'slug']);
        const yes = initialYesPrice(market.id);
        const tick = tickSize(market);
        expect(yes % tick, where).to.equal(0n);
        expect(yes >= tick && yes <= PRICE_ONE - tick, where).to.equal(true);
      }
    });

    it('spans several categories, ticks, minimum sizes, versions and end dates', () => {
      expect(new Set(markets.map((market) => market.category)).size).to.be.at.least(5);
      const count = (predicate: (market: VenueAMarket) => boolean) => markets.filter(predicate).length;
      expect(count((market) => market.tickSize === '0.001')).to.be.within(2, 10);
      expect(count((market) => market.minOrderSize === '1')).to.be.within(2, 10);
      expect(count((market) => market.version === 'v2')).to.be.within(2, 10);
      expect(count((market) => market.closed)).to.be.at.least(2);
      const endsIn = (market: VenueAMarket) => Date.parse(market.endDate) - ANCHOR;
      expect(count((market) => !market.closed && endsIn(market) > 0 && endsIn(market) < 10 * DAY)).to.be.at.least(3);
      expect(count((market) => endsIn(market) > 90 * DAY)).to.be.at.least(5);
    });

    it('groups neg-risk candidates under one event whose initial prices sum to about 1', () => {
      const groups = new Map<string, VenueAMarket[]>();
      for (const market of markets.filter((candidate) => candidate.negRisk)) {
        groups.set(market.negRiskMarketId!, [...(groups.get(market.negRiskMarketId!) ?? []), market]);
      }
      expect(groups.size).to.be.at.least(2);
      for (const [negRiskMarketId, group] of groups) {
        expect(group.length).to.be.within(4, 6);
        expect(negRiskMarkets(negRiskMarketId)).to.deep.equal(group);
        expect(new Set(group.map((market) => market.events[0]!.id)).size).to.equal(1);
        const sum = group.reduce((total, market) => total + initialYesPrice(market.id), 0n);
        expect(sum >= units('0.95') && sum <= units('1.05'), `sum ${sum}`).to.equal(true);
      }
      expect(negRiskMarkets('0x' + '0'.repeat(64))).to.deep.equal([]);
    });

    it('looks markets up by id, condition id and token id', () => {
      const market = markets[3]!;
      expect(marketById(market.id)).to.equal(market);
      expect(marketByConditionId(market.conditionId)).to.equal(market);
      expect(marketByConditionId(market.conditionId.toUpperCase().replace('0X', '0x'))).to.equal(market);
      expect(marketByTokenId(market.clobTokenIds[0]!)).to.deep.equal({ market, outcomeIndex: 0 });
      expect(marketByTokenId(market.clobTokenIds[1]!)).to.deep.equal({ market, outcomeIndex: 1 });
      expect(marketById('1')).to.equal(undefined);
      expect(marketByConditionId('0x' + 'f'.repeat(64))).to.equal(undefined);
      expect(marketByTokenId('12345')).to.equal(undefined);
      expect(() => initialYesPrice('1')).to.throw(RangeError);
      expect(Object.isFrozen(market) && Object.isFrozen(market.clobTokenIds)).to.equal(true);
    });
  });

  describe('price process', () => {
    it('is a pure function of seed, market and time, on tick and inside [tick, 1 − tick]', () => {
      const first = new PriceProcess({ seed: 'determinism' });
      const second = new PriceProcess({ seed: 'determinism' });
      const times = [ANCHOR - 40 * DAY, ANCHOR + 1234, ANCHOR + 3 * HOUR, ANCHOR + 200 * DAY, Date.UTC(2100, 0, 1)];
      for (const market of allMarkets()) {
        const tick = tickSize(market);
        for (const t of times) {
          const yes = first.fairPrice(market, 0, t);
          expect(second.fairPrice(market, 0, t)).to.equal(yes);
          expect(first.fairPrice(market, 0, t)).to.equal(yes);
          expect(yes % tick).to.equal(0n);
          expect(yes >= tick && yes <= PRICE_ONE - tick).to.equal(true);
          expect(first.fairPrice(market, 1, t)).to.equal(PRICE_ONE - yes);
        }
      }
      expect(() => first.fairPrice(allMarkets()[0]!, 2, ANCHOR)).to.throw(RangeError);
    });

    it('starts every market at its catalog price at the anchor and holds a price for a step', () => {
      const prices = new PriceProcess();
      for (const market of allMarkets()) expect(prices.yesPrice(market, ANCHOR)).to.equal(initialYesPrice(market.id));
      const market = allMarkets()[0]!;
      const stepStart = ANCHOR + 100 * prices.stepMs;
      expect(prices.yesPrice(market, stepStart + prices.stepMs - 1)).to.equal(prices.yesPrice(market, stepStart));
    });

    it('moves over time, and differently for different seeds', () => {
      const market = openMarket((candidate) => candidate.tickSize === '0.01' && candidate.liquidityNum > 50_000);
      const prices = new PriceProcess();
      const hourly = new Set(Array.from({ length: 48 }, (_, hour) => prices.yesPrice(market, ANCHOR + hour * HOUR)));
      expect(hourly.size).to.be.at.least(4);
      const other = new PriceProcess({ seed: 'another seed' });
      const later = Array.from({ length: 10 }, (_, day) => ANCHOR + (day + 1) * DAY);
      expect(later.some((t) => other.yesPrice(market, t) !== prices.yesPrice(market, t))).to.equal(true);
    });

    it('keeps a neg-risk event’s candidates summing to about 1', () => {
      const prices = new PriceProcess();
      const group = negRiskMarkets(openMarket((market) => market.negRisk).negRiskMarketId!);
      for (let day = 0; day < 120; day += 7) {
        const sum = group.reduce((total, market) => total + prices.yesPrice(market, ANCHOR + day * DAY), 0n);
        expect(sum >= units('0.9') && sum <= units('1.1'), `day ${day}: ${sum}`).to.equal(true);
      }
    });

    it('prices a far-off time as cheaply as a near one', () => {
      const prices = new PriceProcess();
      const market = allMarkets()[0]!;
      const started = performance.now();
      for (let i = 0; i < 2_000; i++) prices.yesPrice(market, Date.UTC(2400, 0, 1) + i * 7_919_000);
      expect(performance.now() - started).to.be.lessThan(500);
    });

    it('follows a scripted path from its first point on, step by step', () => {
      const market = openMarket((candidate) => candidate.tickSize === '0.01');
      const prices = new PriceProcess();
      const unscripted = new PriceProcess();
      const t0 = ANCHOR + 10 * DAY;
      prices.setScriptedPrices(market.id, [
        { t: t0, price: units('0.60') },
        { t: t0 + 60_000, price: units('0.52') },
        { t: t0 + 120_000, price: units('0.41') },
      ]);
      expect(prices.yesPrice(market, t0 - 1)).to.equal(unscripted.yesPrice(market, t0 - 1));
      expect(prices.yesPrice(market, t0)).to.equal(units('0.60'));
      expect(prices.yesPrice(market, t0 + 59_999)).to.equal(units('0.60'));
      expect(prices.yesPrice(market, t0 + 60_000)).to.equal(units('0.52'));
      expect(prices.fairPrice(market, 1, t0 + 90_000)).to.equal(units('0.48'));
      expect(prices.yesPrice(market, t0 + 365 * DAY)).to.equal(units('0.41'));
      const other = openMarket((candidate) => candidate.id !== market.id);
      expect(prices.yesPrice(other, t0 + DAY)).to.equal(unscripted.yesPrice(other, t0 + DAY));
      expect(unscripted.yesPrice(market, t0 + 60_000)).to.equal(new PriceProcess().yesPrice(market, t0 + 60_000));
      prices.clearScriptedPrices(market.id);
      expect(prices.yesPrice(market, t0 + 60_000)).to.equal(unscripted.yesPrice(market, t0 + 60_000));
    });

    it('refuses scripts that are off tick, out of bounds, out of order or for unknown markets', () => {
      const market = openMarket((candidate) => candidate.tickSize === '0.01');
      const prices = new PriceProcess();
      const script = (points: Array<{ t: number; price: bigint }>, id = market.id) => () => prices.setScriptedPrices(id, points);
      expect(script([{ t: ANCHOR, price: units('0.555') }])).to.throw(RangeError, /tick/);
      expect(script([{ t: ANCHOR, price: 0n }])).to.throw(RangeError, /tick/);
      expect(script([{ t: ANCHOR, price: PRICE_ONE }])).to.throw(RangeError, /tick/);
      expect(script([{ t: ANCHOR, price: units('0.5') }, { t: ANCHOR, price: units('0.4') }])).to.throw(RangeError, /increasing/);
      expect(script([])).to.throw(RangeError);
      expect(script([{ t: ANCHOR, price: units('0.5') }], '1')).to.throw(RangeError, /catalog/);
    });
  });

  describe('order book', () => {
    const prices = new PriceProcess();
    const liquid = openMarket((market) => market.liquidityNum >= 50_000 && market.tickSize === '0.01');
    const thin = openMarket((market) => market.liquidityNum < 25_000 && market.tickSize === '0.01');

    it('places bids below and asks above the fair price, on tick, sorted, several levels deep', () => {
      for (const market of [liquid, thin, openMarket((candidate) => candidate.tickSize === '0.001')]) {
        const tick = tickSize(market);
        const minSize = units(market.minOrderSize);
        for (const t of [ANCHOR, ANCHOR + 5 * HOUR, ANCHOR + 9 * DAY]) {
          for (const outcomeIndex of [0, 1]) {
            const book = bookAt(prices, market, outcomeIndex, t);
            const fair = prices.fairPrice(market, outcomeIndex, t);
            expect(book.bids.length).to.be.at.least(5);
            expect(book.asks.length).to.be.at.least(5);
            expect(bestBid(book)! < bestAsk(book)!).to.equal(true);
            expect(bestBid(book)! <= fair && fair <= bestAsk(book)!).to.equal(true);
            expect(bestBidAt(prices, market, outcomeIndex, t)).to.equal(bestBid(book));
            for (const [side, levels, direction] of [['bids', book.bids, -1n], ['asks', book.asks, 1n]] as const) {
              levels.forEach((level, i) => {
                expect(level.price % tick, side).to.equal(0n);
                expect(level.price >= tick && level.price <= PRICE_ONE - tick, side).to.equal(true);
                expect(level.size >= minSize && level.size % 10_000n === 0n, side).to.equal(true);
                if (i > 0) {
                  expect(level.price - levels[i - 1]!.price, side).to.equal(direction * tick);
                  expect(level.size > levels[i - 1]!.size, `${side} sizes grow away from the mid`).to.equal(true);
                }
              });
            }
          }
        }
      }
    });

    it('quotes a one-tick spread on liquid markets and two ticks on thin ones', () => {
      expect(spread(bookAt(prices, liquid, 0, ANCHOR))).to.equal(tickSize(liquid));
      expect(spread(bookAt(prices, thin, 0, ANCHOR))).to.equal(2n * tickSize(thin));
    });

    it('scales depth with liquidity', () => {
      const depth = (market: VenueAMarket) =>
        bookAt(fixedPrice(units('0.5')), market, 0, ANCHOR).asks.reduce((total, level) => total + level.size, 0n);
      expect(depth(liquid) > 3n * depth(thin)).to.equal(true);
    });

    it('is deterministic, and the No book mirrors the Yes book', () => {
      const t = ANCHOR + 77 * 60_000;
      const yes = bookAt(prices, liquid, 0, t);
      expect(bookAt(new PriceProcess(), liquid, 0, t)).to.deep.equal(yes);
      const no = bookAt(prices, liquid, 1, t);
      expect(no.bids).to.deep.equal(yes.asks.map((level) => ({ price: PRICE_ONE - level.price, size: level.size })));
      expect(no.asks).to.deep.equal(yes.bids.map((level) => ({ price: PRICE_ONE - level.price, size: level.size })));
    });

    it('builds a book once a step while its price holds, and again as soon as a script moves the price within the step', () => {
      const scripted = new PriceProcess();
      const t = ANCHOR + 3 * HOUR;
      const first = bookAt(scripted, liquid, 0, t);
      expect(bookAt(scripted, liquid, 0, t + 1)).to.equal(first);
      expect(bookAt(scripted, liquid, 0, t + scripted.stepMs)).to.not.equal(first);
      const moved = bestBid(first)! - 5n * tickSize(liquid);
      scripted.setScriptedPrices(liquid.id, [{ t: 0, price: moved }]);
      expect(bookAt(scripted, liquid, 0, t)).to.deep.equal(bookAt(fixedPrice(moved), liquid, 0, t));
      scripted.clearScriptedPrices(liquid.id);
      expect(bookAt(scripted, liquid, 0, t)).to.deep.equal(first);
      expect(scripted.yesPrice(liquid, t)).to.equal(new PriceProcess().yesPrice(liquid, t));
    });

    it('stays inside [tick, 1 − tick] at the extremes', () => {
      const tick = tickSize(thin);
      const low = bookAt(fixedPrice(tick), thin, 0, ANCHOR);
      expect(low.bids.map((level) => level.price)).to.deep.equal([tick]);
      expect(bestAsk(low)).to.equal(3n * tick);
      const high = bookAt(fixedPrice(PRICE_ONE - tick), thin, 0, ANCHOR);
      expect(high.asks.map((level) => level.price)).to.deep.equal([PRICE_ONE - tick]);
      expect(bestBid(high)).to.equal(PRICE_ONE - 3n * tick);
    });

    it('answers best bid, best ask, mid and spread', () => {
      const book: OrderBook = {
        bids: [{ price: units('0.53'), size: units('10') }],
        asks: [{ price: units('0.56'), size: units('10') }],
      };
      expect([bestBid(book), bestAsk(book), midPrice(book), spread(book)]).to.deep.equal([
        units('0.53'), units('0.56'), units('0.545'), units('0.03'),
      ]);
      const oneSided: OrderBook = { bids: [], asks: book.asks };
      expect([bestBid(oneSided), midPrice(oneSided), spread(oneSided)]).to.deep.equal([null, null, null]);
    });
  });

  describe('matching', () => {
    const book: OrderBook = {
      bids: [
        { price: units('0.53'), size: units('150') },
        { price: units('0.52'), size: units('250') },
        { price: units('0.50'), size: units('400') },
      ],
      asks: [
        { price: units('0.55'), size: units('100') },
        { price: units('0.56'), size: units('200') },
        { price: units('0.58'), size: units('300') },
      ],
    };
    const order = (side: IncomingOrder['side'], price: string, size: string, type: IncomingOrder['type'] = 'GTC', postOnly = false) =>
      ({ side, price: units(price), size: units(size), type, postOnly }) satisfies IncomingOrder;
    const fill = (price: string, size: string) => ({ price: units(price), size: units(size) });

    it('walks several levels to fill a marketable order completely', () => {
      expect(matchOrder(book, order('BUY', '0.58', '450'))).to.deep.equal({
        fills: [fill('0.55', '100'), fill('0.56', '200'), fill('0.58', '150')],
        filled: units('450'),
        remaining: 0n,
        // 55 + 112 + 87
        notional: units('254'),
        outcome: 'filled',
      });
    });

    it('stops at the limit price and rests the remainder of a GTC or GTD order', () => {
      for (const type of ['GTC', 'GTD'] as const) {
        const result = matchOrder(book, order('BUY', '0.56', '400', type));
        expect(result.fills).to.deep.equal([fill('0.55', '100'), fill('0.56', '200')]);
        expect([result.filled, result.remaining, result.outcome]).to.deep.equal([units('300'), units('100'), 'partially_filled_resting']);
        expect(result.notional).to.equal(units('167'));
      }
      const away = matchOrder(book, order('BUY', '0.54', '50'));
      expect([away.fills, away.filled, away.remaining, away.notional, away.outcome]).to.deep.equal([[], 0n, units('50'), 0n, 'resting']);
    });

    it('fills a FOK order all or nothing', () => {
      const killed = matchOrder(book, order('BUY', '0.56', '300.01', 'FOK'));
      expect([killed.fills, killed.filled, killed.remaining, killed.notional, killed.outcome]).to.deep.equal([
        [], 0n, units('300.01'), 0n, 'killed',
      ]);
      // The book holds 600 shares, but not within a 0.56 limit: more depth beyond the limit does not help.
      expect(matchOrder(book, order('BUY', '0.56', '400', 'FOK')).outcome).to.equal('killed');
      const filled = matchOrder(book, order('BUY', '0.56', '300', 'FOK'));
      expect([filled.filled, filled.remaining, filled.outcome]).to.deep.equal([units('300'), 0n, 'filled']);
    });

    it('fills what a FAK order can and kills the rest', () => {
      const result = matchOrder(book, order('BUY', '0.56', '400', 'FAK'));
      expect(result.fills).to.deep.equal([fill('0.55', '100'), fill('0.56', '200')]);
      expect([result.filled, result.remaining, result.outcome]).to.deep.equal([units('300'), units('100'), 'killed']);
      const nothing = matchOrder(book, order('BUY', '0.54', '10', 'FAK'));
      expect([nothing.fills, nothing.remaining, nothing.outcome]).to.deep.equal([[], units('10'), 'killed']);
    });

    it('rejects a post-only order that would cross and rests one that would not', () => {
      for (const crossing of [order('BUY', '0.55', '10', 'GTC', true), order('SELL', '0.53', '10', 'GTD', true)]) {
        expect(matchOrder(book, crossing)).to.deep.equal({
          fills: [], filled: 0n, remaining: units('10'), notional: 0n, outcome: 'rejected_post_only',
        });
      }
      expect(matchOrder(book, order('BUY', '0.54', '10', 'GTC', true)).outcome).to.equal('resting');
      expect(matchOrder(book, order('SELL', '0.54', '10', 'GTD', true)).outcome).to.equal('resting');
    });

    it('matches SELL orders symmetrically against the bids', () => {
      const result = matchOrder(book, order('SELL', '0.52', '300'));
      expect(result.fills).to.deep.equal([fill('0.53', '150'), fill('0.52', '150')]);
      // 79.5 + 78
      expect([result.filled, result.notional, result.outcome]).to.deep.equal([units('300'), units('157.5'), 'filled']);
      const fak = matchOrder(book, order('SELL', '0.51', '1000', 'FAK'));
      expect([fak.filled, fak.remaining, fak.outcome]).to.deep.equal([units('400'), units('600'), 'killed']);
      expect(matchOrder(book, order('SELL', '0.51', '1000', 'FOK')).fills).to.deep.equal([]);
      expect(matchOrder(book, order('SELL', '0.49', '500')).outcome).to.equal('filled');
    });

    it('computes notional exactly, rounding the last unit in the venue’s favour', () => {
      // 100 × 0.55 + 3.333333 × 0.56 = 55 + 1.86666648 = 56.86666648: the buyer pays 56.866667.
      const buy = matchOrder(book, order('BUY', '0.56', '103.333333', 'FAK'));
      expect(buy.fills).to.deep.equal([fill('0.55', '100'), fill('0.56', '3.333333')]);
      expect(buy.notional).to.equal(56_866_667n);
      // 150 × 0.53 + 0.000001 × 0.52 = 79.5 + 0.00000052 = 79.50000052: the seller receives 79.5.
      const sell = matchOrder(book, order('SELL', '0.52', '150.000001', 'FAK'));
      expect(sell.notional).to.equal(79_500_000n);
      // 10.123457 × 0.57 = 5.77037049
      const fills = [fill('0.57', '10.123457')];
      expect(notional(fills, 'BUY')).to.equal(5_770_371n);
      expect(notional(fills, 'SELL')).to.equal(5_770_370n);
      expect(notional([fill('0.5', '3')], 'BUY')).to.equal(units('1.5'));
    });

    it('refuses orders without a positive size or a price strictly between 0 and 1', () => {
      expect(() => matchOrder(book, { ...order('BUY', '0.5', '1'), size: 0n })).to.throw(RangeError);
      expect(() => matchOrder(book, { ...order('BUY', '0.5', '1'), price: 0n })).to.throw(RangeError);
      expect(() => matchOrder(book, { ...order('SELL', '0.5', '1'), price: PRICE_ONE })).to.throw(RangeError);
    });

    it('fills a resting order the book moved through at its own limit price', () => {
      expect(crossRestingOrder(book, { side: 'SELL', price: units('0.50'), remaining: units('500') })).to.deep.equal([
        fill('0.50', '150'), fill('0.50', '250'), fill('0.50', '100'),
      ]);
      expect(crossRestingOrder(book, { side: 'BUY', price: units('0.54'), remaining: units('10') })).to.deep.equal([]);
    });

    it('crosses a resting bid once a scripted price falls through it', () => {
      const market = openMarket((candidate) => candidate.tickSize === '0.01' && candidate.liquidityNum >= 25_000);
      const prices = new PriceProcess();
      const t0 = ANCHOR + DAY;
      prices.setScriptedPrices(market.id, [{ t: t0, price: units('0.60') }, { t: t0 + 60_000, price: units('0.45') }]);
      const resting = { side: 'BUY' as const, price: units('0.55'), remaining: units('1000000') };
      expect(crossRestingOrder(bookAt(prices, market, 0, t0), resting)).to.deep.equal([]);

      const moved = bookAt(prices, market, 0, t0 + 60_000);
      const crossing = moved.asks.filter((level) => level.price <= resting.price);
      expect(crossing.map((level) => level.price)).to.deep.equal(
        Array.from({ length: 10 }, (_, i) => units('0.46') + BigInt(i) * units('0.01')),
      );
      const fills = crossRestingOrder(moved, resting);
      expect(fills).to.deep.equal(crossing.map((level) => ({ price: resting.price, size: level.size })));

      const partial = crossRestingOrder(moved, { ...resting, remaining: crossing[0]!.size + units('1') });
      expect(partial).to.deep.equal([
        { price: resting.price, size: crossing[0]!.size },
        { price: resting.price, size: units('1') },
      ]);
    });
  });
});
