import { Type } from '@sinclair/typebox';
import type { AgentActors } from '../../actors/agents.js';
import { badRequest, notFound, quoted } from '../../engine/errors.js';
import { DecimalFormatError, parseAmount, parseDecimal, USDC_SCALE } from '../../engine/money.js';
import type { Services } from '../../engine/services.js';
import { fundWallet } from '../../engine/trading/venue_b/faucet.js';
import { chargeTradeFee } from '../../engine/trading/venue_b/fee.js';
import { orderView, getOrder, venueBPositions } from '../../engine/trading/venue_b/orders.js';
import { getVenueBMarket, listVenueBMarkets } from '../../engine/trading/venue_b/markets.js';
import { chainAddress, createQuote } from '../../engine/trading/venue_b/quotes.js';
import type { SubmitAnswer } from '../../engine/trading/venue_b/submit.js';
import type { SimVenueBTools, VenueB, VenueBAction, VenueBSide } from '../../engine/venues/venue_b/port.js';
import { route } from '../route.js';
import { obj } from '../schemas/common.js';
import { OPS_ERRORS } from './ops.js';
import {
  FaucetBody,
  FaucetReceipt,
  FeeBody,
  FeeReceipt,
  KycParams,
  OrderParams,
  PositionsQuery,
  QuoteAnswer,
  QuoteBody,
  SubmitAnswer as SubmitAnswerSchema,
  SubmitBody,
  VenueBMarket,
  VenueBMarketList,
  VenueBMarketParams,
  VenueBMarketsQuery,
  VenueBOrder,
  VenueBPosition,
} from '../schemas/venue-b.js';

const upper = <T extends string>(value: string) => value.toUpperCase() as T;
const atomic = (value: number | string | undefined) => (value === undefined ? undefined : parseAmount(value, USDC_SCALE));
const MAILBOX = { status: 429, description: "The agent's mailbox is full; retry after Retry-After." };
const SIM_ONLY = { status: 404, description: 'The venue is live (VENUE_B_MODE=live): this route exists only on the simulated venue.' };

/** The fee amount is a decimal string in the spec; parsed exactly, with the field named on failure. */
function feeAmount(text: string): bigint {
  try {
    return parseDecimal(text.trim(), USDC_SCALE);
  } catch (error) {
    if (!(error instanceof DecimalFormatError)) throw error;
    throw badRequest('invalid_amount', `amount must be a decimal USDC amount with at most 6 decimals, like "0.5"; got ${quoted(text)}.`, [{ path: 'amount', message: error.message }]);
  }
}

/** The simulator's tools; a sim route answers 404 on the live venue. */
function simulated(venue: VenueB): SimVenueBTools {
  if (!venue.sim) throw notFound('simulation_only', 'This route exists only on the simulated venue_b (VENUE_B_MODE=sim).');
  return venue.sim;
}

export function venueBRoutes(services: Services, actors: AgentActors) {
  const { db } = services;
  const venueB = actors.venueB;
  return [
    route({
      method: 'GET',
      path: '/venue_b/markets',
      operationId: 'venueBMarkets',
      summary: 'List venue_b markets with their mints and prices now: where a venue_b trade starts',
      description:
        'Filter by words in the ticker or title (q), eventTicker, category and status; sorted by close time (default) or volume, ' +
        'ties by ticker. Take a ticker from here to POST /venue_b/agent/quote. Prices are USDC per contract; a contract pays 1 USDC if its side wins.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: true,
      query: VenueBMarketsQuery,
      response: VenueBMarketList,
      handler: ({ query }) =>
        listVenueBMarkets(services.venueB, {
          ...(query.q !== undefined ? { q: query.q } : {}),
          ...(query.eventTicker !== undefined ? { eventTicker: query.eventTicker } : {}),
          ...(query.category !== undefined ? { category: query.category } : {}),
          ...(query.status !== undefined ? { statuses: [query.status] } : {}),
          sortBy: query.sortBy ?? 'closeTime',
          sortDirection: query.sortDirection ?? 'ASC',
          limit: query.limit ?? 50,
          offset: query.offset ?? 0,
        }),
    }),
    route({
      method: 'GET',
      path: '/venue_b/markets/{ticker}',
      operationId: 'venueBMarket',
      summary: 'One venue_b market by ticker, with its mints and prices now',
      description:
        'The ticker in any case. Prices are USDC per contract; a contract pays 1 USDC if its side wins. 404 `market_not_found` for an unknown ticker.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: false,
      params: VenueBMarketParams,
      response: VenueBMarket,
      errors: [{ status: 404, description: 'No market with this ticker (errorCode market_not_found).' }],
      handler: ({ params }) => getVenueBMarket(services.venueB, params.ticker),
    }),
    route({
      method: 'POST',
      path: '/venue_b/agent/quote',
      operationId: 'venueBQuote',
      summary: 'Quote a venue_b trade; with userPublicKey, the swap transaction to sign',
      description:
        'Without userPublicKey the quote is a preview. With it, unsignedTransaction is a base64 versioned transaction to sign with that wallet: ' +
        'on the simulated chain a swap with the market maker (already signed by it); live, DFlow\'s order transaction. Either way it ' +
        'approves the platform fee delegate for the recommended fee (live: appended when the wallet is its only signer). ' +
        'When no transaction can be built the answer is still 200, with quoteErrorCode (route_not_found, price_impact_too_high, ' +
        'unverified_wallet_not_allowed, market_not_active, kalshi_maintenance) and quoteErrorMessage.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: false,
      body: QuoteBody,
      response: QuoteAnswer,
      errors: [{ status: 404, description: 'No such market ticker.' }],
      handler: ({ agent, body }) =>
        createQuote(venueB.deps, agent.agentId, {
          marketTicker: body.marketTicker,
          side: upper<VenueBSide>(body.side),
          action: upper<VenueBAction>(body.action),
          ...(body.amount !== undefined ? { amount: atomic(body.amount)! } : {}),
          ...(body.shares !== undefined ? { shares: atomic(body.shares)! } : {}),
          ...(body.userPublicKey !== undefined ? { userPublicKey: body.userPublicKey } : {}),
          ...(body.destinationWallet !== undefined ? { destinationWallet: body.destinationWallet } : {}),
        }),
    }),
    route({
      method: 'POST',
      path: '/venue_b/agent/submit',
      operationId: 'venueBSubmit',
      summary: 'Submit the signed quote transaction; it is broadcast as received and tracked until settled',
      description:
        'The quote is single use. The signed transaction must be the quoted one byte for byte with a valid signature of userPublicKey. ' +
        'Risk limits apply. Chain errors (no SOL, insufficient funds, expired) are 400s with a plain explanation. The position appears when the tracking job settles the order (GET /venue_b/orders/{orderId}).',
      tag: 'venue_b',
      auth: 'agent',
      envelope: false,
      body: SubmitBody,
      response: SubmitAnswerSchema,
      errors: [
        { status: 403, description: 'Trading halted, or a risk limit (named in the message).' },
        { status: 404, description: 'No open quote with this quoteId for this agent.' },
        { status: 409, description: 'The very same signed transaction was already submitted under another quote (duplicate_transaction); it is never broadcast twice.' },
        MAILBOX,
      ],
      idempotent: true,
      handler: ({ agent, body }) =>
        actors.send<SubmitAnswer>(agent.agentId, {
          kind: 'venueBSubmit',
          request: {
            marketTicker: body.marketTicker,
            side: upper<VenueBSide>(body.side),
            action: upper<VenueBAction>(body.action),
            ...(body.amount !== undefined ? { amount: atomic(body.amount)! } : {}),
            ...(body.shares !== undefined ? { shares: atomic(body.shares)! } : {}),
            userPublicKey: body.userPublicKey,
            signedTransaction: body.signedTransaction,
            quoteId: body.quoteId,
            ...(body.destinationWallet !== undefined ? { destinationWallet: body.destinationWallet } : {}),
            ...(body.skillSlug !== undefined ? { skillSlug: body.skillSlug } : {}),
            ...(body.source !== undefined ? { source: body.source } : {}),
            ...(body.reasoning !== undefined ? { reasoning: body.reasoning } : {}),
          },
        }),
    }),
    route({
      method: 'POST',
      path: '/aiagent/charge-fee/venue_b/trade-fee',
      operationId: 'venueBChargeFee',
      summary: "Charge the platform fee from the user's USDC through the approved delegate",
      description:
        'The platform delegate signs a transferChecked of amount from fromAddress to the platform fee wallet. fromAddress must be a wallet ' +
        'this agent has submitted with. Send an Idempotency-Key: a retry with it returns the first receipt instead of charging twice.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: false,
      body: FeeBody,
      response: FeeReceipt,
      errors: [
        { status: 403, description: 'fromAddress is not one of this agent’s venue_b wallets.' },
        { status: 500, description: 'The custody provider call failed; nothing was charged.' },
      ],
      idempotent: true,
      handler: ({ agent, body, workId }) => chargeTradeFee(db, services.venueB, agent.agentId, body.fromAddress, feeAmount(body.amount), workId, new Date(services.clock.now())),
    }),
    route({
      method: 'GET',
      path: '/venue_b/orders/{orderId}',
      operationId: 'venueBOrder',
      summary: 'One venue_b order: amounts, transaction, provider and order status',
      description:
        'providerStatus is the venue\'s (pending, open, closed, failed, expired); orderStatus is the service\'s (1 live, 2 filled, 3 expired or canceled, 5 failed), with the amounts filled so far.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: true,
      params: OrderParams,
      response: VenueBOrder,
      errors: [{ status: 404, description: 'No such order of this agent.' }],
      handler: ({ agent, params }) => getOrder(db, agent.agentId, params.orderId),
    }),
    route({
      method: 'POST',
      path: '/venue_b/orders/{orderId}/cancel',
      operationId: 'venueBCancel',
      summary: 'Cancel a submitted venue_b order that the chain has not executed',
      description:
        'Only an order whose transaction the chain has not executed can be canceled: its status is brought up to the venue\'s first, then it ends (3) and its amount goes back to the day\'s limit. One already filled, failed or canceled answers 409 `order_not_open`.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: true,
      params: OrderParams,
      response: VenueBOrder,
      errors: [
        { status: 404, description: 'No such order of this agent.' },
        { status: 409, description: 'The order was already filled, failed or canceled.' },
        MAILBOX,
      ],
      idempotent: true,
      handler: async ({ agent, params }) => orderView(await actors.send(agent.agentId, { kind: 'venueBCancel', orderId: params.orderId })),
    }),
    route({
      method: 'GET',
      path: '/venue_b/positions',
      operationId: 'venueBPositions',
      summary: "The agent's open venue_b positions, valued, with each wallet's on-chain balance",
      description:
        'Positions the service recorded from its trades, each with what the wallet holds on chain now, then any other outcome tokens of the venue\'s markets the agent\'s wallets hold on chain (recorded: false). walletAddress narrows to one wallet.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: true,
      query: PositionsQuery,
      response: Type.Array(VenueBPosition),
      handler: ({ agent, query }) => venueBPositions(services, agent.agentId, query.walletAddress),
    }),
    route({
      method: 'POST',
      path: '/venue_b/sim/faucet',
      operationId: 'venueBFaucet',
      summary: 'Simulation only: move USDC from the simulation balance onto a chain-B wallet, with SOL for fees',
      description:
        'Simulated venue only (404 live). Moves amount USDC from the agent\'s simulation balance to the wallet\'s USDC account on the simulated chain and sends SOL for network fees. Send an Idempotency-Key to retry safely.',
      tag: 'venue_b',
      auth: 'agent',
      envelope: true,
      body: FaucetBody,
      response: FaucetReceipt,
      errors: [SIM_ONLY],
      idempotent: true,
      handler: ({ agent, body, workId }) =>
        fundWallet(db, simulated(services.venueB), agent.agentId, body.walletAddress, parseAmount(body.amount, USDC_SCALE), workId, new Date(services.clock.now())),
    }),
    route({
      method: 'POST',
      path: '/ops/venue_b/kyc/{address}',
      operationId: 'opsVenueBVerifyWallet',
      summary: 'Mark a chain-B wallet KYC-verified (for VENUE_B_REQUIRE_KYC=true)',
      description:
        'Operator token required; simulated venue only. With VENUE_B_REQUIRE_KYC=true buys need a verified wallet, as DFlow\'s Proof KYC asks on the live venue.',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: KycParams,
      response: obj({ address: Type.String(), verified: Type.Boolean() }),
      errors: [...OPS_ERRORS, SIM_ONLY],
      handler: async ({ params }) => {
        const address = chainAddress(params.address, 'address');
        await simulated(services.venueB).verifyWallet(address);
        return { address, verified: true };
      },
    }),
  ];
}
