#!/usr/bin/env -S node --import tsx
import { createTradingClient } from '@agent-trading/client';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { keysFromEnv } from './keys.js';
import { registerTools } from './tools.js';

/**
 * The trading tools over MCP (stdio). Configured by its environment: TRADING_API_URL (default
 * http://localhost:3000), TRADING_API_KEY (the agent's key), VENUE_A_PRIVATE_KEY and
 * VENUE_B_SECRET_KEY (used to sign here; never sent). Nothing is written to stdout but MCP.
 */
const apiKey = process.env.TRADING_API_KEY?.trim();
if (!apiKey) {
  console.error('TRADING_API_KEY is required: the API key of the agent this server trades for (POST /agents/register answers it).');
  process.exit(2);
}
const client = createTradingClient({ baseUrl: process.env.TRADING_API_URL ?? 'http://localhost:3000', apiKey });
const server = new McpServer({ name: 'agent-trading', version: '0.1.0' });
let keys: ReturnType<typeof keysFromEnv>;
try {
  keys = keysFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
registerTools(server, client, keys);
await server.connect(new StdioServerTransport());
