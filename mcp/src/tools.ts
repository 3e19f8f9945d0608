import { Side, signVenueAOrder, signVenueBTransaction, type TradingClient } from '@agent-trading/client';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Keys } from './keys.js';

type Answer = { data?: unknown; error?: unknown; response: Response };
type ToolResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

/** The API's answer as the tool's text; an API error is a tool error carrying its errorCode and message, for the model to act on. */
function result(answer: Answer): ToolResult {
  if (answer.error !== undefined) return { isError: true, content: [{ type: 'text', text: JSON.stringify({ status: answer.response.status, ...(answer.error as object) }) }] };
  return { content: [{ type: 'text', text: JSON.stringify(answer.data ?? null) }] };
}

const refused = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });

const Venue = z.enum(['venue_a', 'venue_b']);
const Price = z.number().gt(0).lt(1).describe('price per share in USDC, between 0 and 1 exclusive');
const Size = z.number().positive().describe('number of shares');
const Order = {
  marketConditionId: z.string().regex(/^0x[0-9a-fA-F]{64}$/).describe('the venue_a market condition id (0x + 64 hex), from search_markets'),
  tokenId: z.string().regex(/^[0-9]{1,78}$/).describe('the outcome token id: clobTokenIds[0] is YES, [1] is NO'),
  price: Price,
  size: Size,
  tickSize: z.enum(['0.1', '0.01', '0.001', '0.0001']).optional().describe("the market's orderPriceMinTickSize; default 0.01"),
  negRisk: z.boolean().optional().describe("the market's negRisk; default false"),
  version: z.union([z.literal(2), z.literal(3)]).optional().describe('order struct: 2 for a market whose version is v1 (default), 3 for v2'),
};

interface OrderArgs {
  tokenId: string;
  price: number;
  size: number;
  tickSize?: '0.1' | '0.01' | '0.001' | '0.0001' | undefined;
  negRisk?: boolean | undefined;
  version?: 2 | 3 | undefined;
}

/** A venue_a order signed in this process by the server's wallet. */
function signed(account: PrivateKeyAccount, args: OrderArgs, side: 'BUY' | 'SELL') {
  const { tokenId, price, size, tickSize, negRisk, version } = args;
  return signVenueAOrder(account, { tokenID: tokenId, price, size, side: side === 'SELL' ? Side.SELL : Side.BUY, ...(tickSize ? { tickSize } : {}), ...(negRisk !== undefined ? { negRisk } : {}), ...(version ? { version } : {}) });
}

/** The trading tools, each over one or two API calls through the typed client. */
export function registerTools(server: McpServer, client: TradingClient, keys: Keys): void {
  const venueAKey = () => keys.venueA;

  server.registerTool(
    'get_briefing',
    {
      description: "What changed since a moment: the agent's fills, orders needing attention, risk alerts, today's limit usage and new markets. Start a session with it.",
      inputSchema: { since: z.string().max(40).optional().describe('epoch ms or ISO 8601; default the last 24 hours') },
    },
    async ({ since }) => result(await client.GET('/agents/briefing', { params: { query: since === undefined ? {} : { since } } })),
  );

  server.registerTool(
    'search_markets',
    {
      description: 'Find markets by words, category and state. venue_a (default): Gamma-shaped markets with clobTokenIds (YES first), bestBid/bestAsk, orderPriceMinTickSize, negRisk, version. venue_b: Kalshi markets with ticker, mints, bids and asks.',
      inputSchema: {
        venue: Venue.optional(),
        q: z.string().max(100).optional().describe('words to match'),
        category: z.string().max(100).optional(),
        active: z.boolean().optional().describe('true: trading now'),
        closed: z.boolean().optional().describe('true: resolved'),
        sortBy: z.enum(['volume', 'endDate']).optional(),
        limit: z.number().int().min(1).max(100).optional(),
        offset: z.number().int().min(0).max(10000).optional(),
      },
    },
    async (query) => result(await client.GET('/markets/search', { params: { query } })),
  );

  server.registerTool(
    'get_market_context',
    {
      description: "A venue_a market with what the agent holds in it, its open orders, related markets and warnings (slippage, limits) before trading it.",
      inputSchema: { id: z.string().min(1).max(100).describe('the market condition id or Gamma id') },
    },
    async ({ id }) => result(await client.GET('/markets/context/{id}', { params: { path: { id } } })),
  );

  server.registerTool(
    'get_portfolio',
    {
      description: 'Balances, exposure, profit and loss per venue and overall, with concentration warnings.',
      inputSchema: { venue: z.enum(['all', 'venue_a', 'venue_b']).optional() },
    },
    async ({ venue }) => result(await client.GET('/markets/portfolio', { params: { query: venue === undefined ? {} : { venue } } })),
  );

  server.registerTool(
    'get_positions',
    {
      description: "Open positions of a wallet: venue_a (default) from the venue's data, venue_b from the chain and the service's records. Without walletAddress, this server's venue_a wallet.",
      inputSchema: { venue: Venue.optional(), walletAddress: z.string().min(32).max(128).optional() },
    },
    async ({ venue = 'venue_a', walletAddress }) => {
      if (venue === 'venue_b') return result(await client.GET('/venue_b/positions', { params: { query: walletAddress ? { walletAddress } : {} } }));
      const wallet = walletAddress ?? venueAKey()?.address;
      if (!wallet) return refused('Give walletAddress, or set VENUE_A_PRIVATE_KEY for this server to use its wallet.');
      return result(await client.GET('/markets/current-positions', { params: { query: { walletAddress: wallet, venue: 'venue_a' } } }));
    },
  );

  server.registerTool(
    'place_order',
    {
      description:
        'Buy or sell venue_a outcome shares with a limit order signed here with VENUE_A_PRIVATE_KEY (the key never leaves this process). ' +
        'It fills against the book or rests. Risk limits apply: a refusal names the limit.',
      inputSchema: {
        ...Order,
        side: z.enum(['BUY', 'SELL']),
        orderType: z.enum(['GTC', 'FOK', 'FAK']).optional().describe('GTC (default) rests what does not fill; FOK fills whole or not at all; FAK fills what it can'),
        reasoning: z.string().max(4000).optional().describe('why, kept in the trade log'),
      },
    },
    async ({ marketConditionId, side, orderType, reasoning, ...args }) => {
      const account = venueAKey();
      if (!account) return refused('place_order needs VENUE_A_PRIVATE_KEY in this server’s environment.');
      const { price, size } = args;
      const order = await signed(account, args, side);
      return result(
        await client.POST('/markets/trade', {
          body: { marketConditionId, orderSize: size, price, order, ...(orderType ? { orderType } : {}), ...(reasoning ? { reasoning } : {}) },
        }),
      );
    },
  );

  server.registerTool(
    'cancel_order',
    { description: 'Cancel a resting venue_a order by its id (the order hash).', inputSchema: { orderId: z.string().min(1).max(100) } },
    async ({ orderId }) => result(await client.POST('/markets/orders/{id}/cancel', { params: { path: { id: orderId } } })),
  );

  server.registerTool(
    'get_open_orders',
    { description: "The agent's resting venue_a orders.", inputSchema: {} },
    async () => result(await client.GET('/markets/orders/open', {})),
  );

  server.registerTool(
    'get_risk_settings',
    { description: 'The risk limits the service enforces on every trade, and the stop-loss / take-profit settings.', inputSchema: {} },
    async () => result(await client.GET('/markets/risk-settings', {})),
  );

  server.registerTool(
    'set_risk_settings',
    {
      description: 'Change any of the risk settings; omitted ones keep their value. riskControlEnabled with stopLossPercent / takeProfitPercent makes the service exit positions by itself.',
      inputSchema: {
        tradeLimitEnabled: z.boolean().optional(),
        maxTradeAmount: z.number().min(0).optional().describe('USDC, largest single trade'),
        dailyTradeAmountLimit: z.number().min(0).optional().describe('USDC traded per UTC day'),
        maxPositionValue: z.number().min(0).optional().describe('USDC per market'),
        maxTradesPerDay: z.number().int().min(1).max(5000).optional(),
        riskControlEnabled: z.boolean().optional(),
        stopLossPercent: z.number().min(0).max(100).optional(),
        takeProfitPercent: z.number().min(0).max(1000).optional(),
      },
    },
    async (body) => result(await client.POST('/markets/risk-settings', { body: body as never })),
  );

  server.registerTool(
    'create_exit_order',
    {
      description:
        'Arm a SELL of a venue_a position, signed here now, for the service to send when a stop-loss or take-profit triggers (the service holds no key to sell with otherwise).',
      inputSchema: { ...Order, orderType: z.enum(['FOK', 'FAK']).optional(), trigger: z.enum(['any', 'stop_loss', 'take_profit']).optional() },
    },
    async ({ marketConditionId, orderType, trigger, ...args }) => {
      const account = venueAKey();
      if (!account) return refused('create_exit_order needs VENUE_A_PRIVATE_KEY in this server’s environment.');
      const { price, size } = args;
      const order = await signed(account, args, 'SELL');
      return result(await client.POST('/markets/exit-orders', { body: { marketConditionId, orderSize: size, price, order, ...(orderType ? { orderType } : {}), ...(trigger ? { trigger } : {}) } }));
    },
  );

  server.registerTool(
    'list_exit_orders',
    { description: 'The armed (and used or disarmed) exit orders.', inputSchema: {} },
    async () => result(await client.GET('/markets/exit-orders', {})),
  );

  server.registerTool(
    'cancel_exit_order',
    { description: 'Disarm an exit order by its id.', inputSchema: { id: z.string().min(1).max(100) } },
    async ({ id }) => result(await client.DELETE('/markets/exit-orders/{id}', { params: { path: { id } } })),
  );

  server.registerTool(
    'venue_b_trade',
    {
      description:
        'Trade a venue_b (Kalshi) market in one step: quote with this server’s Solana wallet (VENUE_B_SECRET_KEY), sign the quoted transaction here, submit it. ' +
        'BUY spends amount USDC on whole contracts; SELL sells shares. Answers the order (track it with its orderId) or the quote’s refusal.',
      inputSchema: {
        marketTicker: z.string().min(1).max(120).describe('from search_markets with venue venue_b'),
        side: z.enum(['YES', 'NO']),
        action: z.enum(['BUY', 'SELL']),
        amount: z.number().positive().optional().describe('USDC to spend, for BUY'),
        shares: z.number().positive().optional().describe('contracts to sell, for SELL'),
      },
    },
    async ({ marketTicker, side, action, amount, shares }) => {
      const keypair = keys.venueB;
      if (!keypair) return refused('venue_b_trade needs VENUE_B_SECRET_KEY in this server’s environment.');
      const trade = { marketTicker, side, action, ...(amount !== undefined ? { amount } : {}), ...(shares !== undefined ? { shares } : {}), userPublicKey: keypair.publicKey.toBase58() };
      const quote = await client.POST('/venue_b/agent/quote', { body: trade });
      if (quote.error !== undefined || !quote.data) return result(quote);
      if (quote.data.quoteErrorCode || !quote.data.unsignedTransaction || !quote.data.quoteId) return { isError: true, content: [{ type: 'text', text: JSON.stringify(quote.data) }] };
      const signedTransaction = signVenueBTransaction(quote.data.unsignedTransaction, keypair);
      return result(await client.POST('/venue_b/agent/submit', { body: { ...trade, quoteId: quote.data.quoteId, signedTransaction } }));
    },
  );
}
