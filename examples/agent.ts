/**
 * An agent's first session, through the typed client: register, link a wallet, get the simulated
 * venue's API credentials, find a market, raise the per-trade limit, buy at the ask (with two cents of room) with an order signed on this machine,
 * set a stop-loss, and print the portfolio. Run it against a service on the embedded default:
 *
 *   npm start                      # in one terminal
 *   npx tsx examples/agent.ts      # in another; BASE_URL defaults to http://localhost:3000
 *
 * The wallet key is generated for the run, or taken from AGENT_PRIVATE_KEY (0x + 64 hex).
 */
import { createTradingClient, signVenueAOrder, simCredentialsProof, type TradingClient } from '@agent-trading/client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';

/** The answer's data, or a stop with the service's error (its errorCode says what to fix). */
function ok<T>(step: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.error !== undefined || answer.data === undefined) {
    throw new Error(`${step}: HTTP ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

const anonymous = createTradingClient({ baseUrl });
const agent = ok('register', await anonymous.POST('/agents/register', { body: { name: `example-agent-${Date.now()}`, description: 'the README walk-through' } }));
console.log(`registered agent ${agent.agentId} (claim it at ${agent.claimUrl})`);
const client: TradingClient = createTradingClient({ baseUrl, apiKey: agent.apiKeyCode });

// A wallet of our own: its key stays in this process; the service sees signatures only.
const account = privateKeyToAccount((process.env.AGENT_PRIVATE_KEY as `0x${string}` | undefined) ?? generatePrivateKey());
const challenge = ok('link challenge', await client.GET('/wallet/link/challenge', { params: { query: { address: account.address } } }));
const signature = await account.signMessage({ message: challenge.message });
ok('link wallet', await client.POST('/wallet/link', { body: { address: account.address, signature, nonce: challenge.nonce } }));
console.log(`linked wallet ${account.address}`);

// The simulated venue issues API credentials to the wallet's ClobAuth signature, as Polymarket does.
const credentials = ok('sim credentials', await client.POST('/venue_a/sim/api-key', { body: await simCredentialsProof(account) })).data;
ok('register credentials', await client.POST('/wallet/credentials', { body: { walletAddress: account.address, ...credentials } }));
console.log('registered the venue credentials');

// The most traded open market whose YES sells between 0.2 and 0.8, and its ask.
const search = ok('search', await client.GET('/markets/search', { params: { query: { active: true, closed: false, sortBy: 'volume', limit: 50 } } })).data;
const market = search.markets.find((m) => 'bestAsk' in m && m.bestAsk !== null && m.bestAsk >= 0.2 && m.bestAsk <= 0.8);
if (!market || !('clobTokenIds' in market)) throw new Error('no open venue_a market with an ask between 0.2 and 0.8');
const [yesToken] = JSON.parse(market.clobTokenIds) as string[];
const ask = market.bestAsk!;
console.log(`market: ${market.question} (YES ask ${ask})`);

// The default limit is 5 USDC a trade: raise it to 25 before trading.
ok('limits', await client.POST('/markets/risk-settings', { body: { maxTradeAmount: 25 } }));

// Buy 10 YES, paying up to two cents over the ask in case the price moves before the order arrives
// (it fills at the best ask): signed here with Polymarket's order builder, then posted.
const size = 10;
const price = Math.min(0.99, Math.round((ask + 0.02) * 1000) / 1000);
const order = await signVenueAOrder(account, { tokenID: yesToken!, price, size, tickSize: String(market.orderPriceMinTickSize) as '0.01', negRisk: market.negRisk, version: market.version === 'v2' ? 3 : 2 });
const trade = ok('trade', await client.POST('/markets/trade', { body: { marketConditionId: market.conditionId, orderSize: size, price, order, reasoning: 'example: buy the favourite' } }));
console.log(`trade ${trade.orderId}: ${trade.status}`);

// A stop-loss: sell when a position has lost 20 %.
const risk = ok('stop-loss', await client.POST('/markets/risk-settings', { body: { riskControlEnabled: true, stopLossPercent: 20 } }));
console.log(`stop-loss at ${risk.stopLossPercent}% (risk control ${risk.riskControlEnabled ? 'on' : 'off'})`);

const portfolio = ok('portfolio', await client.GET('/markets/portfolio', { params: { query: { venue: 'venue_a' } } })).data;
console.log(JSON.stringify(portfolio, null, 2));
