import { TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import type { FakeChain } from './chain.js';

/**
 * The fake DFlow's markets: Kalshi-style tickers, each with a YES and a NO Token-2022 mint on the
 * fake chain, quoted as Kalshi's probability strings (4 decimals). A contract pays 1 USDC.
 */

export type MarketStatus = 'initialized' | 'active' | 'inactive' | 'closed' | 'determined' | 'finalized';

export interface FakeMarket {
  ticker: string;
  eventTicker: string;
  title: string;
  subtitle: string;
  status: MarketStatus;
  result: '' | 'yes' | 'no';
  /** Unix seconds. */
  closeTime: number;
  /** Probability strings ("0.4300") or null when nobody quotes the side. */
  yesBid: string | null;
  yesAsk: string | null;
  volume: number;
  yesMint: PublicKey;
  noMint: PublicKey;
}

const SEED: Array<Omit<FakeMarket, 'yesMint' | 'noMint' | 'volume'>> = [
  { ticker: 'KXFEDDECISION-27MAR-H0', eventTicker: 'KXFEDDECISION-27MAR', title: 'Fed holds rates in March 2027?', subtitle: 'Hold', status: 'active', result: '', closeTime: 1805900400, yesBid: '0.6100', yesAsk: '0.6300' },
  { ticker: 'KXFEDDECISION-27MAR-C25', eventTicker: 'KXFEDDECISION-27MAR', title: 'Fed cuts 25bps in March 2027?', subtitle: 'Cut 25bps', status: 'active', result: '', closeTime: 1805900400, yesBid: '0.3000', yesAsk: '0.3200' },
  { ticker: 'KXBTC-27DEC31-T200000', eventTicker: 'KXBTC-27DEC31', title: 'Bitcoin above $200,000 at the end of 2027?', subtitle: 'Above 200k', status: 'active', result: '', closeTime: 1830297600, yesBid: '0.2200', yesAsk: '0.2500' },
  { ticker: 'KXNBA-27-BOS', eventTicker: 'KXNBA-27', title: 'Boston wins the 2027 NBA Finals?', subtitle: 'Boston', status: 'active', result: '', closeTime: 1813017600, yesBid: '0.1800', yesAsk: '0.2000' },
  { ticker: 'KXHIGHNY-26NOV20-T55', eventTicker: 'KXHIGHNY-26NOV20', title: 'NYC high above 55°F on Nov 20?', subtitle: '55°F+', status: 'closed', result: '', closeTime: 1795669140, yesBid: null, yesAsk: null },
  { ticker: 'KXCPI-26OCT-T3', eventTicker: 'KXCPI-26OCT', title: 'CPI above 3% in October 2026?', subtitle: '3%+', status: 'determined', result: 'yes', closeTime: 1794830400, yesBid: null, yesAsk: null },
];

export function createMarkets(chain: FakeChain): FakeMarket[] {
  return SEED.map((seed) => ({ ...seed, volume: 0, yesMint: chain.createMint(TOKEN_2022_PROGRAM_ID), noMint: chain.createMint(TOKEN_2022_PROGRAM_ID) }));
}

/** "0.4300" → 430_000 atomic USDC per contract. */
export function atomicPrice(probability: string): bigint {
  const [whole = '0', fraction = ''] = probability.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

/** 1 − p, as a probability string. */
export function complement(probability: string | null): string | null {
  if (probability === null) return null;
  const atomic = 1_000_000n - atomicPrice(probability);
  return `0.${(atomic / 100n).toString().padStart(4, '0')}`;
}

/** The side's prices: a NO bid is 1 − YES ask, a NO ask 1 − YES bid. */
export function sidePrices(market: FakeMarket, side: 'yes' | 'no'): { bid: string | null; ask: string | null } {
  return side === 'yes' ? { bid: market.yesBid, ask: market.yesAsk } : { bid: complement(market.yesAsk), ask: complement(market.yesBid) };
}
