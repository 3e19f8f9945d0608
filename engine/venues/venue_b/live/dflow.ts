import type { Upstream } from '../../http-upstream.js';
import { VenueUnavailable } from '../../venue-errors.js';

/**
 * DFlow's two APIs as the live venue uses them (pond.dflow.net): the Trade API's `GET /order`
 * (a quote, and with userPublicKey the transaction to sign) and `GET /order-status`, and the
 * prediction-market metadata API's market list. Numbers arrive as text (see Upstream).
 */

type Json = Record<string, any>;

export interface DflowOrder {
  inAmount: bigint;
  outAmount: bigint;
  minOutAmount: bigint;
  /** Base64, unsigned; present when userPublicKey was sent. */
  transaction: string | null;
  lastValidBlockHeight: number | null;
}

/** DFlow would not route the order: its code and words, and the KYC link when it gives one. */
export interface DflowRefusal {
  code: string;
  message: string;
  deepLink: string | null;
}

export interface DflowOrderStatus {
  status: string;
  inAmount: bigint;
  outAmount: bigint;
}

export interface OrderQuery {
  inputMint: string;
  outputMint: string;
  amount: bigint;
  slippageBps: number;
  userPublicKey: string | null;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const amount = (value: unknown) => (/^[0-9]+$/.test(text(value)) ? BigInt(text(value)) : 0n);

/** DFlow documents its error codes but not their envelope: the code from `code` or `error`, the words from `msg` or `message`. */
function refusal(body: Json | undefined, status: number): DflowRefusal {
  const code = text(body?.code) || text(body?.error) || `http_${status}`;
  const message = text(body?.msg) || text(body?.message) || text(body?.error) || `DFlow answered HTTP ${status}`;
  const deepLink = text(body?.details?.deepLink) || null;
  return { code, message, deepLink };
}

export class DflowTrade {
  constructor(
    private readonly api: Upstream,
    private readonly headers: Record<string, string>,
  ) {}

  async order(query: OrderQuery): Promise<DflowOrder | DflowRefusal> {
    const answer = await this.api.call(
      {
        method: 'GET',
        path: '/order',
        headers: this.headers,
        query: {
          inputMint: query.inputMint,
          outputMint: query.outputMint,
          amount: query.amount.toString(),
          slippageBps: String(query.slippageBps),
          predictionMarketSlippageBps: String(query.slippageBps),
          ...(query.userPublicKey ? { userPublicKey: query.userPublicKey } : {}),
        },
      },
      (status) => status >= 400 && status < 500,
    );
    const body = answer.json as Json | undefined;
    if (answer.status === 401) throw new VenueUnavailable('upstream_error', `DFlow refused the service's API key (VENUE_B_API_KEY): ${refusal(body, 401).message}`);
    if (answer.status >= 400) return refusal(body, answer.status);
    return {
      inAmount: amount(body?.inAmount),
      outAmount: amount(body?.outAmount),
      minOutAmount: amount(body?.minOutAmount ?? body?.otherAmountThreshold),
      transaction: typeof body?.transaction === 'string' ? body.transaction : null,
      lastValidBlockHeight: body?.lastValidBlockHeight === undefined ? null : Number(body.lastValidBlockHeight),
    };
  }

  /** The order's status; null when DFlow does not know the signature (the transaction has not been seen). */
  async orderStatus(signature: string, lastValidBlockHeight: number | null): Promise<DflowOrderStatus | null> {
    const answer = await this.api.call({
      method: 'GET',
      path: '/order-status',
      headers: this.headers,
      query: { signature, ...(lastValidBlockHeight !== null ? { lastValidBlockHeight: String(lastValidBlockHeight) } : {}) },
    });
    if (answer.status === 404) return null;
    const body = answer.json as Json;
    return { status: text(body?.status), inAmount: amount(body?.inAmount), outAmount: amount(body?.outAmount) };
  }
}

/** A market object of the metadata API, as the fields the venue reads. */
export type DflowMarket = Json;

export class DflowMetadata {
  constructor(
    private readonly api: Upstream,
    private readonly headers: Record<string, string>,
  ) {}

  /** Every market, page by page along the cursor (bounded, so a cursor that never ends cannot loop). */
  async markets(): Promise<DflowMarket[]> {
    const markets: DflowMarket[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page += 1) {
      const answer = await this.api.call({ method: 'GET', path: '/api/v1/markets', headers: this.headers, query: { limit: '200', ...(cursor ? { cursor } : {}) } });
      const body = answer.json as Json | undefined;
      const found = Array.isArray(body?.markets) ? body.markets : [];
      markets.push(...found);
      cursor = body?.cursor ? String(body.cursor) : null;
      if (!cursor || found.length === 0) return markets;
    }
    return markets;
  }
}
