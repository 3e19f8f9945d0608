import { Chain, isV2Order, OrderBuilder, orderToJsonV2, OrderType, Side } from '@polymarket/clob-client-v2';
import { createWalletClient, custom, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { recoverSigner } from '../engine/crypto/secp256k1.js';
import { verifyOrder, type OrderContext, type SignedOrder } from '../engine/venues/venue_a/order-verification.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';

/**
 * Order-signature throughput on one core: the whole venue_a order verification (EOA orders,
 * signatureType 0) and the bare ECDSA recovery inside it. Prints figures; asserts nothing.
 */
const ORDERS = 2_000;
const TRADERS = 20;

const market: VenueAMarket = {
  id: '1',
  question: 'Benchmark market',
  slug: 'benchmark-market',
  description: '',
  category: 'Benchmark',
  image: null,
  conditionId: `0x${'be'.repeat(32)}`,
  outcomes: ['Yes', 'No'],
  clobTokenIds: ['1000000000000000000000000000000000000001', '1000000000000000000000000000000000000002'],
  tickSize: '0.01',
  minOrderSize: '5',
  negRisk: false,
  negRiskMarketId: null,
  version: 'v1',
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2027-01-01T00:00:00Z',
  active: true,
  closed: false,
  acceptingOrders: true,
  enableOrderBook: true,
  volumeNum: 0,
  liquidityNum: 0,
  events: [],
  tags: [],
};

interface Signed {
  order: SignedOrder;
  price: number;
  size: number;
}

async function signOrders(): Promise<{ orders: Signed[]; wallets: Set<string> }> {
  const offline = custom({
    request: async () => {
      throw new Error('offline');
    },
  });
  const builders = Array.from({ length: TRADERS }, () => {
    const account = privateKeyToAccount(generatePrivateKey());
    return { account, builder: new OrderBuilder(createWalletClient({ account, transport: offline }), Chain.POLYGON) };
  });
  const orders: Signed[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const price = (1 + (i % 98)) / 100;
    const size = 5 + (i % 50);
    const signed = await builders[i % TRADERS]!.builder.buildOrder(
      { tokenID: market.clobTokenIds[i % 2]!, price, size, side: i % 3 === 0 ? Side.SELL : Side.BUY },
      { tickSize: '0.01' },
      2,
    );
    if (!isV2Order(signed)) throw new Error('the builder made a V1 order');
    orders.push({ order: orderToJsonV2(signed, 'bench', OrderType.GTC).order, price, size });
  }
  return { orders, wallets: new Set(builders.map((b) => b.account.address)) };
}

function rate(name: string, count: number, started: number, errors = 0): void {
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name.padEnd(34)} ${String(Math.round(count / seconds)).padStart(7)} /s   ${(seconds * 1000 / count).toFixed(3)} ms each   errors ${errors}`);
}

export async function benchSignatures(): Promise<void> {
  const { orders, wallets } = await signOrders();
  const nowMs = Date.now();
  const context = (o: Signed): OrderContext => ({
    market,
    marketConditionId: market.conditionId,
    price: o.price,
    orderSize: o.size,
    orderType: 'GTC',
    wallets,
    evm: null,
    nowMs,
  });

  const hashes: Hex[] = [];
  let errors = 0;
  let started = performance.now();
  for (const o of orders) {
    try {
      hashes.push((await verifyOrder(o.order, context(o))).orderHash);
    } catch {
      errors++;
    }
  }
  rate('verifyOrder (EOA, signatureType 0)', orders.length, started, errors);

  errors = 0;
  started = performance.now();
  hashes.forEach((hash, i) => {
    if (recoverSigner(hash, orders[i]!.order.signature as Hex) === null) errors++;
  });
  rate('secp256k1 recovery (WASM)', hashes.length, started, errors);
}
