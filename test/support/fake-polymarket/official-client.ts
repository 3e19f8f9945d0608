import { getContractConfig, type TickSize } from '@polymarket/clob-client-v2';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hex } from 'viem';

/**
 * The fake checks requests with Polymarket's own code wherever the official client has it, so the
 * fake and the real venue agree by construction rather than by our reading of them: the L2 HMAC, the
 * order typed data (struct, domain, exchange addresses) and hash, the ClobAuth message, the rounding
 * table and the cursor constants.
 *
 * The package's `exports` map only exposes its index, which does not export these helpers, so their
 * dist modules are loaded by file URL from the installed package.
 */

const distDir = path.dirname(createRequire(import.meta.url).resolve('@polymarket/clob-client-v2'));

async function loadDist<T>(relative: string): Promise<T> {
  return (await import(pathToFileURL(path.join(distDir, relative)).href)) as T;
}

/** The V2/V3 order fields as the client's SignedOrderV2 holds them (decimal strings, side as text). */
export interface OrderStructFields {
  salt: string;
  maker: string;
  signer: string;
  tokenId: string;
  makerAmount: string;
  takerAmount: string;
  side: 'BUY' | 'SELL';
  signatureType: number;
  timestamp: string;
  metadata: string;
  builder: string;
  expiration: string;
}

export interface OrderTypedData {
  primaryType: 'Order';
  types: Record<string, { name: string; type: string }[]>;
  domain: { name: string; version: string; chainId: number; verifyingContract: Hex };
  message: Record<string, unknown>;
}

interface ExchangeOrderBuilder {
  buildOrderTypedData(order: OrderStructFields): OrderTypedData;
  buildOrderHash(typedData: OrderTypedData): Hex;
}

type ExchangeOrderBuilderClass = new (contractAddress: string, chainId: number, signer: unknown) => ExchangeOrderBuilder;

const hmacModule = await loadDist<{
  buildPolyHmacSignature(secret: string, timestamp: string | number, method: string, requestPath: string, body?: string): Promise<string>;
}>('signing/hmac.js');
const builderModule = await loadDist<{
  ExchangeOrderBuilderV2: ExchangeOrderBuilderClass;
  ExchangeOrderBuilderV3: ExchangeOrderBuilderClass;
}>('order-utils/exchangeOrderBuilderV2.js');
const signingConstants = await loadDist<{ MSG_TO_SIGN: string }>('signing/constants.js');
const clientConstants = await loadDist<{ INITIAL_CURSOR: string; END_CURSOR: string }>('constants.js');
const rounding = await loadDist<{
  ROUNDING_CONFIG: Record<TickSize, { price: number; size: number; amount: number }>;
}>('order-builder/helpers/roundingConfig.js');

export const buildPolyHmacSignature = hmacModule.buildPolyHmacSignature;
export const CLOB_AUTH_MESSAGE = signingConstants.MSG_TO_SIGN;
export const INITIAL_CURSOR = clientConstants.INITIAL_CURSOR;
export const END_CURSOR = clientConstants.END_CURSOR;
export const ROUNDING_CONFIG = rounding.ROUNDING_CONFIG;

/**
 * The typed-data builder for an order on a market: Gamma version "v1" markets take V2 orders (domain
 * version "2", the CTF or NegRisk V2 exchange); version "v2" markets take V3 orders (domain "3",
 * ExchangeV3). That is the contract choice of the client's createOrder helper.
 */
export function orderBuilderFor(marketVersion: 'v1' | 'v2', negRisk: boolean, chainId: number): ExchangeOrderBuilder {
  const contracts = getContractConfig(chainId);
  if (marketVersion === 'v2') return new builderModule.ExchangeOrderBuilderV3(contracts.exchangeV3, chainId, undefined);
  const exchange = negRisk ? contracts.negRiskExchangeV2 : contracts.exchangeV2;
  return new builderModule.ExchangeOrderBuilderV2(exchange, chainId, undefined);
}
