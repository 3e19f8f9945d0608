import { Chain, OrderBuilder, orderToJsonV2, OrderType, Side, SignatureTypeV2 } from '@polymarket/clob-client-v2';
import { expect } from 'chai';
import { createWalletClient, hashTypedData, hexToBytes, bytesToHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { recoverSigner } from '../engine/crypto/secp256k1.js';
import { ApiError } from '../engine/errors.js';
import { verifyOrder, type OrderContext, type SignedOrder } from '../engine/venues/venue_a/order-verification.js';
import { startTestChain, type TestChain } from './support/evm.js';
import { fixtureMarket } from './support/markets.js';
import { offlineTransport, ORDER_EIP712_TYPES, sdkOrder as buildSdkOrder, type OrderRequest } from './support/orders.js';

const CONDITION_ID = fixtureMarket().conditionId;
const [YES_TOKEN, NO_TOKEN] = fixtureMarket().clobTokenIds as [string, string];
const ZERO_BYTES32 = `0x${'00'.repeat(32)}` as const;
const NOW_MS = 1_800_000_000_000;

/** Exchange addresses as Polymarket publishes them, written out here to check the engine's copy. */
const CTF_EXCHANGE_V2 = '0xE111180000d2663C0091e4f400237545B87B996B';
const NEG_RISK_EXCHANGE_V2 = '0xe2222d279d744050d28e00520010520000310F59';
const EXCHANGE_V3 = '0xe3333700cA9d93003F00f0F71f8515005F6c00Aa';
const CTF_EXCHANGE_V1 = '0x4bFb41d5B3570DeFd03C39a9A4D8dE6Bd8B8982E';


const market = fixtureMarket;

/** The order JSON an agent posts, with this suite's defaults: a 10-share Yes buy at 0.57. */
const sdkOrder = (account: PrivateKeyAccount, request: Partial<OrderRequest> = {}): Promise<SignedOrder> =>
  buildSdkOrder(account, { tokenID: YES_TOKEN, price: 0.57, size: 10, ...request });

function context(wallets: Address[], overrides: Partial<OrderContext> = {}): OrderContext {
  return {
    market: market(),
    marketConditionId: CONDITION_ID,
    price: 0.57,
    orderSize: 10,
    orderType: 'GTC',
    wallets: new Set(wallets),
    evm: null,
    nowMs: NOW_MS,
    ...overrides,
  };
}

/** What hashTypedData makes of the order under the given exchange: the digest an exchange contract checks. */
function typedDataHash(order: SignedOrder, verifyingContract: Address, version: '2' | '3'): Hex {
  return hashTypedData({
    domain: { name: 'Polymarket CTF Exchange', version, chainId: 137, verifyingContract },
    types: ORDER_EIP712_TYPES,
    primaryType: 'Order',
    message: {
      salt: BigInt(order.salt),
      maker: order.maker as Address,
      signer: order.signer as Address,
      tokenId: BigInt(order.tokenId),
      makerAmount: BigInt(order.makerAmount),
      takerAmount: BigInt(order.takerAmount),
      side: order.side === 'BUY' ? 0 : 1,
      signatureType: order.signatureType!,
      timestamp: BigInt(order.timestamp!),
      metadata: order.metadata as Hex,
      builder: order.builder as Hex,
    },
  });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    // The spec's 403 is for a wallet not registered for trading; every other refusal is a bad request.
    expect((error as ApiError).status).to.equal((error as ApiError).code === 'wallet_not_registered' ? 403 : 400);
    return error as ApiError;
  }
  throw new Error('expected the order to be refused');
}

async function expectRefused(promise: Promise<unknown>, code: string, message?: RegExp): Promise<void> {
  const error = await refusal(promise);
  expect(error.code, error.message).to.equal(code);
  if (message) expect(error.message).to.match(message);
}

describe('venue_a order verification', () => {
  const trader = privateKeyToAccount(generatePrivateKey());
  const stranger = privateKeyToAccount(generatePrivateKey());

  describe('accepts orders built by @polymarket/clob-client-v2', () => {
    it('a V2 BUY: order hash is the EIP-712 digest for CTFExchangeV2, amounts exact', async () => {
      const order = await sdkOrder(trader);
      const verified = await verifyOrder(order, context([trader.address]));
      expect(verified).to.deep.equal({
        orderHash: typedDataHash(order, CTF_EXCHANGE_V2, '2'),
        version: 2,
        side: 'BUY',
        tokenId: YES_TOKEN,
        outcomeIndex: 0,
        outcome: 'YES',
        maker: trader.address,
        signer: trader.address,
        signatureType: 0,
        makerAmount: 5_700_000n,
        takerAmount: 10_000_000n,
        price: 570_000n,
        size: 10_000_000n,
        notional: 5_700_000n,
        expiration: 0,
      });
    });

    it('a V2 SELL of the NO token: shares are the maker amount, USDC the taker amount', async () => {
      const order = await sdkOrder(trader, { side: Side.SELL, tokenID: NO_TOKEN, price: 0.43, size: 12.5 });
      const verified = await verifyOrder(order, context([trader.address], { price: '0.43', orderSize: '12.5' }));
      expect(verified).to.include({ side: 'SELL', tokenId: NO_TOKEN, outcomeIndex: 1, outcome: 'NO', version: 2 });
      expect(verified).to.include({ makerAmount: 12_500_000n, takerAmount: 5_375_000n, size: 12_500_000n, notional: 5_375_000n, price: 430_000n });
    });

    it('accepts the SDK rounding the size down to 2 decimals', async () => {
      const order = await sdkOrder(trader, { size: 10.555 });
      const verified = await verifyOrder(order, context([trader.address], { orderSize: '10.555' }));
      expect(verified).to.include({ size: 10_550_000n, notional: 6_013_500n });
    });

    it('accepts the price band edges, tick and 1 − tick', async () => {
      for (const price of [0.01, 0.99]) {
        const order = await sdkOrder(trader, { price });
        expect((await verifyOrder(order, context([trader.address], { price }))).price).to.equal(BigInt(Math.round(price * 100)) * 10_000n);
      }
    });

    it('labels the outcome of a multi-outcome market by its upper-cased name', async () => {
      const teams = market({ outcomes: ['Lakers', 'Celtics'] });
      const order = await sdkOrder(trader, { tokenID: NO_TOKEN });
      expect(await verifyOrder(order, context([trader.address], { market: teams }))).to.include({ outcome: 'CELTICS', outcomeIndex: 1 });
    });

    it('a neg-risk market: signed for NegRiskCtfExchangeV2', async () => {
      const negRisk = market({ negRisk: true, negRiskMarketId: `0x${'0e'.repeat(32)}` });
      const order = await sdkOrder(trader, { negRisk: true });
      const verified = await verifyOrder(order, context([trader.address], { market: negRisk }));
      expect(verified.orderHash).to.equal(typedDataHash(order, NEG_RISK_EXCHANGE_V2, '2'));
      expect(verified.version).to.equal(2);
    });

    it('a Protocol V2 market ("v2"): a V3 order, domain "3" on ExchangeV3', async () => {
      const v3Market = market({ version: 'v2' });
      const order = await sdkOrder(trader, { version: 3 });
      const verified = await verifyOrder(order, context([trader.address], { market: v3Market }));
      expect(verified.orderHash).to.equal(typedDataHash(order, EXCHANGE_V3, '3'));
      expect(verified.version).to.equal(3);
    });

    it('a Safe (signatureType 2): maker is the Safe, signer the EOA; either may be the registered wallet', async () => {
      const safe = privateKeyToAccount(generatePrivateKey()).address;
      const order = await sdkOrder(trader, { signatureType: SignatureTypeV2.POLY_GNOSIS_SAFE, funder: safe });
      for (const wallets of [[trader.address], [safe]]) {
        expect(await verifyOrder(order, context(wallets))).to.include({ maker: safe, signer: trader.address, signatureType: 2 });
      }
      await expectRefused(verifyOrder(order, context([stranger.address])), 'wallet_not_registered', /neither order\.signer .* nor order\.maker/);
    });

    it('a proxy wallet (signatureType 1) registered as the maker', async () => {
      const proxy = privateKeyToAccount(generatePrivateKey()).address;
      const order = await sdkOrder(trader, { signatureType: SignatureTypeV2.POLY_PROXY, funder: proxy });
      expect(await verifyOrder(order, context([proxy]))).to.include({ maker: proxy, signatureType: 1 });
    });

    it('a GTD order expiring more than a minute from now, the same expiration in order and body', async () => {
      const expiration = NOW_MS / 1000 + 90;
      const order = await sdkOrder(trader, { expiration });
      const verified = await verifyOrder(order, context([trader.address], { orderType: 'GTD', expirationTime: expiration }));
      expect(verified.expiration).to.equal(expiration);
    });
  });

  describe('refuses legacy V1 orders', () => {
    const v1Domain = { name: 'Polymarket CTF Exchange', version: '1', chainId: 137, verifyingContract: CTF_EXCHANGE_V1 } as const;
    const v1Types = {
      Order: [
        { name: 'salt', type: 'uint256' },
        { name: 'maker', type: 'address' },
        { name: 'signer', type: 'address' },
        { name: 'taker', type: 'address' },
        { name: 'tokenId', type: 'uint256' },
        { name: 'makerAmount', type: 'uint256' },
        { name: 'takerAmount', type: 'uint256' },
        { name: 'expiration', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'feeRateBps', type: 'uint256' },
        { name: 'side', type: 'uint8' },
        { name: 'signatureType', type: 'uint8' },
      ],
    } as const;

    async function v1Order(): Promise<SignedOrder> {
      const fields = {
        salt: 123456789n,
        maker: trader.address,
        signer: trader.address,
        taker: '0x0000000000000000000000000000000000000000' as Address,
        tokenId: BigInt(YES_TOKEN),
        makerAmount: 5_700_000n,
        takerAmount: 10_000_000n,
        expiration: 0n,
        nonce: 0n,
        feeRateBps: 0n,
        side: 0,
        signatureType: 0,
      };
      const signature = await trader.signTypedData({ domain: v1Domain, types: v1Types, primaryType: 'Order', message: fields });
      return {
        salt: 123456789,
        maker: fields.maker,
        signer: fields.signer,
        taker: fields.taker,
        tokenId: YES_TOKEN,
        makerAmount: '5700000',
        takerAmount: '10000000',
        expiration: '0',
        nonce: '0',
        feeRateBps: '0',
        side: 'BUY',
        signatureType: 0,
        signature,
      };
    }

    it('a V1 order (taker, nonce, feeRateBps; no timestamp, metadata, builder) is a legacy order version', async () => {
      await expectRefused(
        verifyOrder(await v1Order(), context([trader.address])),
        'legacy_order_version',
        /timestamp, metadata, builder.*legacy V1.*clob-client-v2/,
      );
    });

    it('a V1 signature sent with the V2 fields added is recognised by its hash', async () => {
      const order = { ...(await v1Order()), timestamp: '0', metadata: ZERO_BYTES32, builder: ZERO_BYTES32 };
      await expectRefused(verifyOrder(order, context([trader.address])), 'legacy_order_version', /V1 \(legacy\) signature.*domain version "1"/);
    });
  });

  describe('refuses orders that do not verify', () => {
    let order: SignedOrder;
    before(async () => {
      order = await sdkOrder(trader);
    });
    const verify = (o: SignedOrder, overrides: Partial<OrderContext> = {}) => verifyOrder(o, context([trader.address], overrides));

    it('a signature by another key than order.signer', async () => {
      const hash = typedDataHash(order, CTF_EXCHANGE_V2, '2');
      const forged = { ...order, signature: await stranger.sign({ hash }) };
      await expectRefused(verify(forged), 'invalid_signature', new RegExp(`recover to order.signer ${trader.address} but to ${stranger.address}`));
    });

    it('a signer that is not one of the agent\'s wallets', async () => {
      await expectRefused(verifyOrder(order, context([stranger.address])), 'wallet_not_registered', /order\.signer .* is not a wallet of this agent.*\/wallet\/credentials/);
    });

    it('an EOA order whose maker is not its signer', async () => {
      await expectRefused(verify({ ...order, maker: stranger.address }), 'maker_signer_mismatch', /signatureType 0.*maker must equal signer/);
    });

    it('tampered amounts: caught by the signature when price and size still agree, by the price otherwise', async () => {
      const doubled = { ...order, makerAmount: '11400000', takerAmount: '20000000' };
      await expectRefused(verify(doubled, { orderSize: 20 }), 'invalid_signature', /change no field after signing/);
      await expectRefused(verify({ ...order, makerAmount: '5700001' }), 'invalid_signature');
      await expectRefused(verify({ ...order, makerAmount: '5800000' }), 'price_mismatch', /price 0\.57 does not match the signed amounts, which imply 0\.58/);
    });

    it('signed amounts the order builder would not make for that price', async () => {
      // The SDK's exact-amount builder signs them; the implied price still rounds to 0.57.
      const wallet = createWalletClient({ account: trader, transport: offlineTransport });
      const signed = await new OrderBuilder(wallet, Chain.POLYGON).buildExchangeV3OrderFromAmounts({
        tokenID: YES_TOKEN,
        makerAmount: '5710000',
        takerAmount: '10000000',
        side: Side.BUY,
      });
      const skewed = { ...orderToJsonV2(signed, 'owner', OrderType.GTC).order };
      await expectRefused(verify(skewed, { market: market({ version: 'v2' }) }), 'amount_mismatch', /order\.makerAmount 5710000 is not size × price \(10 × 0\.57 = 5\.7 USDC\)/);
    });

    it('a token of another market, or another market\'s condition id', async () => {
      const foreign = await sdkOrder(trader, { tokenID: '12345' });
      await expectRefused(verify(foreign), 'token_not_in_market', /order\.tokenId 12345 is not an outcome token.*Yes 7132/);
      await expectRefused(verify(order, { marketConditionId: `0x${'11'.repeat(32)}` }), 'market_mismatch', /marketConditionId/);
    });

    it('a price off the tick', async () => {
      const fine = await sdkOrder(trader, { price: 0.575, tickSize: '0.001' });
      await expectRefused(verify(fine, { price: 0.575 }), 'price_off_tick', /price 0\.575 is not a multiple of the market's tick size 0\.01/);
    });

    it('a price above 1 − tick', async () => {
      const certain = await sdkOrder(trader, { price: 1 });
      await expectRefused(verify(certain, { price: 1 }), 'price_out_of_range', /price 1 is outside the market's range 0\.01 to 0\.99/);
    });

    it('a size below the market minimum', async () => {
      const small = await sdkOrder(trader, { size: 4.99 });
      await expectRefused(verify(small, { orderSize: 4.99 }), 'size_below_minimum', /4\.99 shares .* minimum order size of 5 shares/);
    });

    it('a body price or size that the signed amounts do not carry', async () => {
      await expectRefused(verify(order, { price: 0.58 }), 'price_mismatch', /price 0\.58 does not match the signed amounts, which imply 0\.57/);
      await expectRefused(verify(order, { orderSize: 11 }), 'size_mismatch', /orderSize 11 does not match the signed order's 10 shares/);
      await expectRefused(verify(order, { price: 'cheap' }), 'invalid_price', /price is not a usable decimal/);
    });

    it('an order without side or signatureType, saying the spec omits them', async () => {
      const { side: _side, ...noSide } = order;
      await expectRefused(verify(noSide), 'missing_side', /order\.side is missing: the spec's order field list omits it.*"BUY" or "SELL"/);
      const { signatureType: _type, ...noType } = order;
      await expectRefused(verify(noType), 'missing_signature_type', /order\.signatureType is missing: the spec's order field list omits it/);
      await expectRefused(verify({ ...order, signatureType: 7 }), 'invalid_signature_type');
      await expectRefused(verify({ ...order, side: 'HOLD' }), 'invalid_side');
    });

    it('malformed fields, each named', async () => {
      await expectRefused(verify({ ...order, makerAmount: '5.7' }), 'invalid_order_field', /order\.makerAmount must be a non-negative integer/);
      // 78 digits, one over the largest uint256.
      await expectRefused(verify({ ...order, tokenId: (2n ** 256n).toString() }), 'invalid_order_field', /order\.tokenId must be a non-negative integer \(uint256\)/);
      await expectRefused(verify({ ...order, maker: '0x1234' }), 'invalid_order_field', /order\.maker must be a 0x-prefixed 20-byte address/);
      await expectRefused(verify({ ...order, metadata: '0x00' }), 'invalid_order_field', /order\.metadata must be 32 bytes/);
      await expectRefused(verify({ ...order, signature: 'signed' }), 'invalid_signature_format', /order\.signature must be 0x-prefixed hex/);
      await expectRefused(verify({ ...order, signature: order.signature.slice(0, 130) }), 'invalid_signature_format', /65-byte ECDSA signature/);
    });

    it('GTD orders without an expiration, expired, or expiring within the venue\'s minute', async () => {
      const nowS = NOW_MS / 1000;
      await expectRefused(verify(order, { orderType: 'GTD' }), 'expiration_required', /GTD order needs an expiration/);
      const expired = await sdkOrder(trader, { expiration: nowS - 1 });
      await expectRefused(verify(expired, { orderType: 'GTD', expirationTime: nowS - 1 }), 'order_expired');
      const soon = await sdkOrder(trader, { expiration: nowS + 60 });
      await expectRefused(verify(soon, { orderType: 'GTD', expirationTime: nowS + 60 }), 'expiration_too_soon', /more than 60 s/);
    });

    it('an expiration on a non-GTD order, or order and body expirations that differ', async () => {
      const later = NOW_MS / 1000 + 3600;
      const gtd = await sdkOrder(trader, { expiration: later });
      await expectRefused(verify(gtd, { orderType: 'GTC' }), 'expiration_not_allowed', /GTC orders do not expire/);
      const { expiration: _none, ...unexpiring } = order;
      await expectRefused(verify(unexpiring, { orderType: 'FOK', expirationTime: later }), 'expiration_not_allowed', /FOK orders do not expire/);
      await expectRefused(verify(order, { orderType: 'FOK', expirationTime: later }), 'expiration_mismatch');
      await expectRefused(verify(gtd, { orderType: 'GTD', expirationTime: later + 1 }), 'expiration_mismatch', /differs from order\.expiration/);
    });

    it('a market that is closed, inactive or not accepting orders', async () => {
      await expectRefused(verify(order, { market: market({ closed: true }) }), 'market_closed');
      await expectRefused(verify(order, { market: market({ active: false }) }), 'market_inactive');
      await expectRefused(verify(order, { market: market({ acceptingOrders: false }) }), 'market_not_accepting_orders');
    });

    it('an order signed for the wrong exchange, naming the one it needs', async () => {
      const negRisk = market({ negRisk: true });
      await expectRefused(verify(order, { market: negRisk }), 'wrong_exchange', /made for CTFExchangeV2 .* trades on NegRiskCtfExchangeV2/);
      await expectRefused(verify(order, { market: market({ version: 'v2' }) }), 'wrong_exchange', /trades on ExchangeV3 .*domain version "3"/);
    });

    it('a deposit-wallet order when the service has no chain connection', async () => {
      const typed3 = { ...order, signatureType: 3 };
      await expectRefused(verify(typed3), 'deposit_wallet_unsupported', /signatureType 3 .* needs a chain connection/);
    });
  });

  describe('deposit wallets (signatureType 3, EIP-1271)', () => {
    let chain: TestChain;
    let depositWallet: Address;
    const owner = privateKeyToAccount(generatePrivateKey());
    before(async function () {
      this.timeout(60_000);
      chain = await startTestChain();
      depositWallet = await chain.deploy('DepositWallet', [owner.address]);
    });
    after(() => chain.close());

    /** The SDK makes maker = signer = the deposit wallet; this test wallet takes its owner's plain ECDSA signature of the order hash. */
    async function depositOrder(signer: PrivateKeyAccount): Promise<SignedOrder> {
      const order = await sdkOrder(owner, { signatureType: SignatureTypeV2.POLY_1271, funder: depositWallet });
      return { ...order, signature: await signer.sign({ hash: typedDataHash(order, CTF_EXCHANGE_V2, '2') }) };
    }

    it('accepts an order the wallet contract accepts', async () => {
      const order = await depositOrder(owner);
      expect(order.maker).to.equal(depositWallet);
      expect(order.signer).to.equal(depositWallet);
      const verified = await verifyOrder(order, context([depositWallet], { evm: chain.client }));
      expect(verified).to.include({ maker: depositWallet, signer: depositWallet, signatureType: 3 });
    });

    it('refuses one the wallet contract rejects', async () => {
      const order = await depositOrder(stranger);
      await expectRefused(
        verifyOrder(order, context([depositWallet], { evm: chain.client })),
        'invalid_signature',
        new RegExp(`deposit wallet ${depositWallet} does not accept order\\.signature`),
      );
    });

    it('refuses a deposit wallet that is not the agent\'s, or a signer other than the wallet', async () => {
      const order = await depositOrder(owner);
      await expectRefused(verifyOrder(order, context([owner.address], { evm: chain.client })), 'wallet_not_registered');
      await expectRefused(
        verifyOrder({ ...order, signer: owner.address }, context([depositWallet, owner.address], { evm: chain.client })),
        'maker_signer_mismatch',
        /deposit wallet \(signatureType 3\) is both maker and signer/,
      );
    });
  });
});

describe('secp256k1 signer recovery', () => {
  const account = privateKeyToAccount(generatePrivateKey());
  const hash = `0x${'5a'.repeat(32)}` as const;
  const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  let signature: Hex;
  before(async () => {
    signature = await account.sign({ hash });
  });
  const withV = (v: number) => `${signature.slice(0, 130)}${v.toString(16).padStart(2, '0')}` as Hex;

  it('recovers the checksummed address with v as 27/28 or 0/1', () => {
    const v = Number.parseInt(signature.slice(130), 16);
    expect(recoverSigner(hash, signature)).to.equal(account.address);
    expect(recoverSigner(hash, withV(v - 27))).to.equal(account.address);
    expect(recoverSigner(hexToBytes(hash), signature)).to.equal(account.address);
    expect(recoverSigner(hash, withV(v === 27 ? 28 : 27))).to.not.equal(account.address);
  });

  it('refuses the high-s twin of a valid signature', () => {
    const bytes = hexToBytes(signature);
    const s = BigInt(bytesToHex(bytes.subarray(32, 64)));
    const twin = new Uint8Array(bytes);
    twin.set(hexToBytes(`0x${(CURVE_ORDER - s).toString(16).padStart(64, '0')}`), 32);
    twin[64] = bytes[64] === 27 ? 28 : 27;
    expect(recoverSigner(hash, bytesToHex(twin))).to.equal(null);
  });

  it('takes an s up to half the curve order, and refuses the next one (EIP-2)', () => {
    const withS = (s: bigint) => `${signature.slice(0, 66)}${s.toString(16).padStart(64, '0')}${signature.slice(130)}` as Hex;
    const half = CURVE_ORDER / 2n;
    expect(recoverSigner(hash, withS(half))).to.match(/^0x[0-9a-fA-F]{40}$/);
    expect(recoverSigner(hash, withS(half + 1n))).to.equal(null);
  });

  it('returns null, never throws, for malformed input', () => {
    const zeroR = `0x${'00'.repeat(32)}${signature.slice(66)}` as Hex;
    const rOffCurve = `0x${'00'.repeat(31)}05${signature.slice(66)}` as Hex;
    const rTooLarge = `0x${'ff'.repeat(32)}${signature.slice(66)}` as Hex;
    for (const bad of [zeroR, rOffCurve, rTooLarge, withV(29), withV(2), signature.slice(0, 130) as Hex, `${signature}00` as Hex, '0x' as Hex, 'nothex' as Hex]) {
      expect(recoverSigner(hash, bad), bad).to.equal(null);
    }
    // Of the right length, with what is not hex at the start, in the middle or last, or without the 0x.
    const notHex = (at: number, what: string) => `${signature.slice(0, at)}${what}${signature.slice(at + what.length)}` as Hex;
    for (const bad of [notHex(2, 'zz'), notHex(66, 'g0'), notHex(131, 'x'), notHex(70, ' '), notHex(0, '0X'), notHex(0, '00')]) {
      expect(bad).to.have.length(132);
      expect(recoverSigner(hash, bad), bad).to.equal(null);
    }
    expect(recoverSigner('0x1234', signature)).to.equal(null);
    // A hash of the right length that is not hex, or without its 0x, is no digest.
    for (const bad of [`${hash.slice(0, 40)}zz${hash.slice(42)}`, `00${hash.slice(2)}`] as Hex[]) expect(recoverSigner(bad, signature), bad).to.equal(null);
    expect(recoverSigner(new Uint8Array(31), signature)).to.equal(null);
  });
});
