import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { recoverSigner } from '../engine/crypto/secp256k1.js';
import { verifyOrder, type OrderContext, type SignedOrder } from '../engine/venues/venue_a/order-verification.js';
import { fixtureMarket } from '../test/support/markets.js';
import { sdkOrder, Side } from '../test/support/orders.js';

/**
 * Order-signature throughput on one core: the whole venue_a order verification (EOA orders,
 * signatureType 0) and the bare ECDSA recovery inside it. Prints figures; asserts nothing.
 */
const ORDERS = 2_000;
const TRADERS = 20;

const market = fixtureMarket();

interface Signed {
  order: SignedOrder;
  price: number;
  size: number;
}

async function signOrders(): Promise<{ orders: Signed[]; wallets: Set<string> }> {
  const accounts = Array.from({ length: TRADERS }, () => privateKeyToAccount(generatePrivateKey()));
  const orders: Signed[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const price = (1 + (i % 98)) / 100;
    const size = 5 + (i % 50);
    const side = i % 3 === 0 ? Side.SELL : Side.BUY;
    orders.push({ order: await sdkOrder(accounts[i % TRADERS]!, { tokenID: market.clobTokenIds[i % 2]!, price, size, side }), price, size });
  }
  return { orders, wallets: new Set(accounts.map((a) => a.address)) };
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
  rate('secp256k1 recovery (native)', hashes.length, started, errors);
}
