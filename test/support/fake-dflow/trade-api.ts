import { createTransferCheckedInstruction, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { AddressLookupTableAccount, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { json, type FakeRequest, type FakeResponse, type Route } from '../fake-http/server.js';
import { DECIMALS, type FakeChain } from './chain.js';
import { atomicPrice, sidePrices, type FakeMarket } from './markets.js';

/**
 * DFlow's Trade API as its docs describe it (pond.dflow.net: /order, /order-status, error codes).
 * A prediction-market order is async: the user's transaction escrows what it pays, and the fill
 * comes later from the venue; here the fake's authority fills at the first /order-status after the
 * escrow landed (or later, or partly, as a test asks), refunding what did not fill (a revert).
 */

const CONTRACT = 1_000_000n;

export interface TradeSettings {
  kycRequired: boolean;
  maintenance: boolean;
  priceImpactTooHigh: boolean;
  /** Polls of /order-status that answer `open` before the fill. */
  openPolls: number;
  /** Contracts filled per order (the rest reverts); null fills all. */
  fillContracts: bigint | null;
  verified: Set<string>;
}

interface IssuedOrder {
  market: FakeMarket;
  side: 'yes' | 'no';
  action: 'buy' | 'sell';
  user: PublicKey;
  inputMint: PublicKey;
  inAmount: bigint;
  outAmount: bigint;
  contracts: bigint;
  price: bigint;
  lastValidBlockHeight: number;
  polls: number;
  fill?: { inAmount: bigint; outAmount: bigint; reverted: bigint; signature: string };
}

const refuse = (code: string, msg: string, details?: Record<string, unknown>): FakeResponse => json(400, { code, msg, ...(details ? { details } : {}) });

function base58Key(value: string | null): PublicKey | null {
  if (!value) return null;
  try {
    return new PublicKey(value);
  } catch {
    return null;
  }
}

export function tradeRoutes(chain: FakeChain, markets: FakeMarket[], settings: TradeSettings): Route[] {
  // An order is found again by its escrow instruction in the landed transaction (payer, blockhash,
  // instruction), as DFlow finds its own instructions: a client may add instructions of its own.
  const orders = new Map<string, IssuedOrder>();
  const orderKey = (payer: PublicKey, blockhash: string, programId: PublicKey, data: Uint8Array) =>
    `${payer.toBase58()}:${blockhash}:${programId.toBase58()}:${Buffer.from(data).toString('base64')}`;
  const byMint = (mint: string) => {
    for (const market of markets) {
      if (market.yesMint.toBase58() === mint) return { market, side: 'yes' as const };
      if (market.noMint.toBase58() === mint) return { market, side: 'no' as const };
    }
    return undefined;
  };
  const usdc = chain.usdcMint.toBase58();
  const tables = new Map<string, AddressLookupTableAccount>();
  /** The venue's lookup table of a mint and its escrow, created on first use. */
  const lookupTable = (mint: PublicKey, escrow: PublicKey): AddressLookupTableAccount => {
    let table = tables.get(mint.toBase58());
    if (!table) {
      const addresses = [mint, escrow];
      const key = chain.createLookupTable(addresses);
      table = new AddressLookupTableAccount({ key, state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, authority: undefined, addresses } });
      tables.set(mint.toBase58(), table);
    }
    return table;
  };

  const quote = (request: FakeRequest): FakeResponse => {
    const q = request.query;
    const inputMint = q.get('inputMint') ?? '';
    const outputMint = q.get('outputMint') ?? '';
    const amountText = q.get('amount') ?? '';
    if (!/^[0-9]{1,19}$/.test(amountText)) return json(400, { code: 'invalid_amount', msg: 'amount must be an integer in the input mint’s atomic units' });
    const slippage = q.get('slippageBps') ?? q.get('predictionMarketSlippageBps') ?? 'auto';
    if (slippage !== 'auto' && !/^[0-9]{1,5}$/.test(slippage)) return json(400, { code: 'invalid_slippage', msg: 'slippageBps must be an integer or "auto"' });
    const userText = q.get('userPublicKey');
    const user = base58Key(userText);
    if (userText !== null && !user) return json(400, { code: 'invalid_user_public_key', msg: 'userPublicKey is not a base58 public key' });
    const action = inputMint === usdc ? 'buy' : outputMint === usdc ? 'sell' : null;
    const found = action && byMint(action === 'buy' ? outputMint : inputMint);
    if (!action || !found) return refuse('route_not_found', 'No route found for this input and output mint');
    const { market, side } = found;
    if (settings.maintenance) return refuse('route_not_found', 'No route found: Kalshi is in its weekly maintenance window (Thursdays 3:00–5:00 AM ET)');
    if (market.status !== 'active') return refuse('route_not_found', `No route found: market ${market.ticker} is ${market.status}`);
    if (settings.priceImpactTooHigh) return refuse('price_impact_too_high', 'Price impact too high');
    const prices = sidePrices(market, side);
    const amount = BigInt(amountText);
    let inAmount: bigint, outAmount: bigint, contracts: bigint, price: bigint;
    if (action === 'buy') {
      if (prices.ask === null) return refuse('route_not_found', 'No route found: nobody sells this side');
      price = atomicPrice(prices.ask);
      contracts = amount / price;
      if (contracts === 0n) return refuse('route_not_found', 'No route found: the amount buys less than one contract');
      inAmount = contracts * price;
      outAmount = contracts * CONTRACT;
    } else {
      if (prices.bid === null) return refuse('route_not_found', 'No route found: nobody buys this side');
      price = atomicPrice(prices.bid);
      contracts = amount / CONTRACT;
      inAmount = amount;
      outAmount = (amount * price) / CONTRACT;
      if (outAmount === 0n) return refuse('route_not_found', 'No route found: amount too small');
    }
    if (action === 'buy' && user && settings.kycRequired && !settings.verified.has(user.toBase58())) {
      return json(403, {
        code: 'unverified_wallet_not_allowed',
        msg: 'Wallet is not verified. Verify with Proof to buy prediction market outcome tokens.',
        details: { deepLink: `https://dflow.net/proof?wallet=${user.toBase58()}` },
      });
    }
    const bps = slippage === 'auto' ? 100n : BigInt(slippage);
    const minOutAmount = (outAmount * (10_000n - bps)) / 10_000n;
    const { blockhash, lastValidBlockHeight } = chain.latestBlockhash();
    const answer: Record<string, unknown> = {
      inputMint,
      inAmount: inAmount.toString(),
      outputMint,
      outAmount: outAmount.toString(),
      otherAmountThreshold: minOutAmount.toString(),
      minOutAmount: minOutAmount.toString(),
      slippageBps: Number(bps),
      predictionMarketSlippageBps: Number(bps),
      priceImpactPct: '0',
      platformFee: null,
      contextSlot: chain.currentSlot,
      executionMode: 'async',
      revertMint: inputMint,
      routePlan: [{ venue: 'Kalshi CLP', marketKey: market.ticker, inputMint, outputMint, inAmount: inAmount.toString(), outAmount: outAmount.toString(), inputMintDecimals: DECIMALS, outputMintDecimals: DECIMALS, data: '' }],
    };
    if (!user) return json(200, answer);
    const mint = new PublicKey(inputMint);
    const programId = action === 'buy' ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
    const escrow = chain.tokenAccountAddress(mint, chain.authority.publicKey, programId);
    const escrowInstruction = createTransferCheckedInstruction(chain.tokenAccountAddress(mint, user, programId), mint, escrow, user, inAmount, DECIMALS, [], programId);
    // Like DFlow's, the transaction reaches its venue accounts (the escrow, the mint) through an address lookup table.
    const message = new TransactionMessage({ payerKey: user, recentBlockhash: blockhash, instructions: [escrowInstruction] }).compileToV0Message([lookupTable(mint, escrow)]);
    const transaction = new VersionedTransaction(message);
    orders.set(orderKey(user, blockhash, programId, escrowInstruction.data), { market, side, action, user, inputMint: mint, inAmount, outAmount, contracts, price, lastValidBlockHeight, polls: 0 });
    return json(200, {
      ...answer,
      transaction: Buffer.from(transaction.serialize()).toString('base64'),
      lastValidBlockHeight,
      computeUnitLimit: 200000,
      prioritizationFeeLamports: 0,
      prioritizationType: { computeBudget: { microLamports: 0, estimatedMicroLamports: 0 } },
      addressLookupTables: message.addressTableLookups.map((lookup) => ({ address: lookup.accountKey.toBase58(), addresses: tables.get(mint.toBase58())!.state.addresses.map((a) => a.toBase58()) })),
    });
  };

  /** The authority's side of a landed escrow: the contracts (buy) or the USDC (sell), and the refund of what did not fill. */
  const fill = (order: IssuedOrder, signature: string) => {
    const contracts = settings.fillContracts === null ? order.contracts : settings.fillContracts < order.contracts ? settings.fillContracts : order.contracts;
    const outcomeMint = order.side === 'yes' ? order.market.yesMint : order.market.noMint;
    let inAmount: bigint, outAmount: bigint;
    if (order.action === 'buy') {
      inAmount = contracts * order.price;
      outAmount = contracts * CONTRACT;
      if (outAmount > 0n) chain.mintTo(outcomeMint, order.user, outAmount, TOKEN_2022_PROGRAM_ID);
      if (order.inAmount > inAmount) chain.pay(chain.usdcMint, order.user, order.inAmount - inAmount, TOKEN_PROGRAM_ID);
    } else {
      inAmount = contracts === order.contracts ? order.inAmount : contracts * CONTRACT;
      outAmount = (inAmount * order.price) / CONTRACT;
      if (outAmount > 0n) chain.mintTo(chain.usdcMint, order.user, outAmount, TOKEN_PROGRAM_ID);
      if (order.inAmount > inAmount) chain.pay(outcomeMint, order.user, order.inAmount - inAmount, TOKEN_2022_PROGRAM_ID);
    }
    order.market.volume += Number(contracts);
    order.fill = { inAmount, outAmount, reverted: order.inAmount - inAmount, signature };
  };

  const status = (request: FakeRequest): FakeResponse => {
    const signature = request.query.get('signature') ?? '';
    const lastValidText = request.query.get('lastValidBlockHeight');
    if (!/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature)) return json(400, { code: 'invalid_signature', msg: 'signature must be a base58 transaction signature' });
    const landed = chain.status(signature);
    if (!landed) {
      if (lastValidText !== null && chain.blockHeight > Number(lastValidText)) return json(200, { status: 'expired', inAmount: '0', outAmount: '0' });
      if (lastValidText === null) return json(404, { code: 'order_not_found', msg: 'Order not found' });
      return json(200, { status: 'pending', inAmount: '0', outAmount: '0' });
    }
    const keys = landed.message.staticAccountKeys;
    const order = landed.message.compiledInstructions
      .map((instruction) => orders.get(orderKey(keys[0]!, landed.blockhash, keys[instruction.programIdIndex]!, instruction.data)))
      .find((found) => found !== undefined);
    if (!order) return json(404, { code: 'order_not_found', msg: 'Not a prediction market order' });
    if (landed.err !== null) return json(200, { status: 'failed', inAmount: '0', outAmount: '0' });
    if (!order.fill) {
      if (order.polls < settings.openPolls) {
        order.polls += 1;
        return json(200, { status: 'open', inAmount: '0', outAmount: '0' });
      }
      fill(order, signature);
    }
    const { inAmount, outAmount, reverted } = order.fill!;
    const outputMint = order.action === 'buy' ? (order.side === 'yes' ? order.market.yesMint : order.market.noMint) : chain.usdcMint;
    return json(200, {
      status: 'closed',
      inAmount: inAmount.toString(),
      outAmount: outAmount.toString(),
      ...(outAmount > 0n ? { fills: [{ signature, inputMint: order.inputMint.toBase58(), inAmount: inAmount.toString(), outputMint: outputMint.toBase58(), outAmount: outAmount.toString() }] } : {}),
      ...(reverted > 0n ? { reverts: [{ signature, mint: order.inputMint.toBase58(), amount: reverted.toString() }] } : {}),
    });
  };

  return [
    { method: 'GET', path: '/order', handle: quote },
    { method: 'GET', path: '/order-status', handle: status },
  ];
}
