import { hashDomain, type Address, type Hex, type TypedDataDomain } from 'viem';
import type { VenueAMarket } from './market.js';

/** Polygon mainnet: every venue_a exchange and every signed order lives on it. */
export const POLYGON_CHAIN_ID = 137;
export const EXCHANGE_DOMAIN_NAME = 'Polymarket CTF Exchange';

/** One exchange contract an order can be signed for: the EIP-712 domain is fixed by it. */
export interface Exchange {
  /** The contract's name in Polymarket's deployments, for messages. */
  name: string;
  /** 1 is the legacy struct, refused since 2026-04-28; 2 and 3 share the current struct. */
  orderVersion: 1 | 2 | 3;
  domain: TypedDataDomain & { version: '1' | '2' | '3'; verifyingContract: Address };
  /** keccak of the encoded domain, computed once: the hot path hashes only the order struct. */
  domainSeparator: Hex;
}

function exchange(name: string, orderVersion: 1 | 2 | 3, verifyingContract: Address): Exchange {
  const domain = {
    name: EXCHANGE_DOMAIN_NAME,
    version: String(orderVersion) as '1' | '2' | '3',
    chainId: POLYGON_CHAIN_ID,
    verifyingContract,
  };
  const types = {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
  } as const;
  return { name, orderVersion, domain, domainSeparator: hashDomain({ domain: { ...domain, chainId: BigInt(POLYGON_CHAIN_ID) }, types }) };
}

/** Addresses from Polymarket's clob-client-v2 config (MATIC_CONTRACTS). */
export const EXCHANGES = {
  ctfV1: exchange('CTF Exchange (V1)', 1, '0x4bFb41d5B3570DeFd03C39a9A4D8dE6Bd8B8982E'),
  negRiskV1: exchange('NegRisk CTF Exchange (V1)', 1, '0xC5d563A36AE78145C45a50134d48A1215220f80a'),
  ctfV2: exchange('CTFExchangeV2', 2, '0xE111180000d2663C0091e4f400237545B87B996B'),
  negRiskV2: exchange('NegRiskCtfExchangeV2', 2, '0xe2222d279d744050d28e00520010520000310F59'),
  v3: exchange('ExchangeV3', 3, '0xe3333700cA9d93003F00f0F71f8515005F6c00Aa'),
} as const;

/**
 * The exchange a market's orders must be signed for. Gamma's market `version` "v1" (CTF token
 * ids) trades on the V2 exchanges, domain "2", the neg-risk one for neg-risk markets; "v2"
 * (Protocol V2 positions) trades on ExchangeV3, domain "3", which has no separate neg-risk
 * contract.
 */
export function exchangeForMarket(market: Pick<VenueAMarket, 'version' | 'negRisk'>): Exchange {
  if (market.version === 'v2') return EXCHANGES.v3;
  return market.negRisk ? EXCHANGES.negRiskV2 : EXCHANGES.ctfV2;
}

/** The V1 exchange a legacy order for this market would have been signed for, to recognise one. */
export function legacyExchangeForMarket(market: Pick<VenueAMarket, 'negRisk'>): Exchange {
  return market.negRisk ? EXCHANGES.negRiskV1 : EXCHANGES.ctfV1;
}
