/**
 * The Data API's position records and listing queries (`/positions`, `/closed-positions`), the
 * vocabulary every venue_a implementation answers positions in. Numbers are JSON numbers with
 * 6 decimals at most, as the Data API sends them.
 */

type VenueName = 'venue_a' | 'venue_b';

/** The Data API's listing filters, shared by current and closed positions. */
export interface MarketFilter {
  /** Comma-separated condition ids (venue_b: market tickers). */
  market?: string;
  /** Comma-separated event ids. */
  eventId?: string;
  /** Case-insensitive part of the market's title. */
  title?: string;
}

export type SortDirection = 'ASC' | 'DESC';

export type PositionSort = 'CURRENT' | 'INITIAL' | 'TOKENS' | 'CASHPNL' | 'PERCENTPNL' | 'TITLE' | 'RESOLVING' | 'PRICE' | 'AVGPRICE';

export interface CurrentPositionsQuery extends MarketFilter {
  walletAddress: string;
  sizeThreshold?: number | string;
  redeemable?: boolean;
  mergeable?: boolean;
  limit?: number;
  offset?: number;
  sortBy?: PositionSort;
  sortDirection?: SortDirection;
  venue?: VenueName;
}

/** The spec's core fields, then the venue_a Data API's (null where a venue_b row has no such fact). */
export interface PositionRecord {
  marketId: string;
  title: string;
  outcome: string;
  size: number;
  avgPrice: number;
  currentPrice: number;
  unrealizedPnl: number;
  venue: VenueName;
  proxyWallet: string;
  asset: string;
  conditionId: string;
  initialValue: number;
  currentValue: number;
  cashPnl: number;
  percentPnl: number;
  realizedPnl: number;
  curPrice: number;
  redeemable: boolean;
  mergeable: boolean;
  slug: string | null;
  eventId: string | null;
  eventSlug: string | null;
  outcomeIndex: number | null;
  oppositeOutcome: string | null;
  oppositeAsset: string | null;
  endDate: string | null;
  negativeRisk: boolean | null;
}

export type ClosedSort = 'REALIZEDPNL' | 'TITLE' | 'PRICE' | 'AVGPRICE' | 'TIMESTAMP';

export interface ClosedPositionsQuery extends MarketFilter {
  walletAddress: string;
  venue?: VenueName;
  limit?: number;
  offset?: number;
  sortBy?: ClosedSort;
  sortDirection?: SortDirection;
}

export interface ClosedPositionRecord {
  marketId: string;
  title: string;
  conditionId: string;
  tokenId: string;
  asset: string;
  proxyWallet: string;
  outcome: string;
  outcomeIndex: number | null;
  oppositeOutcome: string | null;
  oppositeAsset: string | null;
  slug: string | null;
  eventSlug: string | null;
  endDate: string | null;
  size: number;
  avgPrice: number;
  totalBought: number;
  settlementPrice: number;
  curPrice: number;
  currentPrice: number;
  realizedPnl: number;
  unrealizedPnl: number;
  timestamp: number;
}
