import type { Server } from 'node:http';
import { loadConfigOrExit, type Config } from '../engine/config.js';
import { startPriceRecorder, type PriceRecorder } from '../engine/markets/price-recorder.js';
import { openServices, type ServiceOverrides, type Services } from '../engine/services.js';
import { startAgentActors, type AgentActors } from '../actors/agents.js';
import { createScheduler, type Scheduler } from '../engine/schedules/scheduler.js';
import { upkeepTasks } from '../engine/schedules/tasks.js';
import { startWebhookDispatcher, type WebhookDispatcher } from '../engine/webhooks/dispatcher.js';
import { createApp } from './app.js';
import { answerConnect, answerParserRefusals } from './client-errors.js';
import type { MountOptions } from './route.js';

export interface RunningServer {
  services: Services;
  actors: AgentActors;
  recorder: PriceRecorder;
  webhooks: WebhookDispatcher;
  /** Register extra periodic tasks here; `run(name)` runs one now. */
  scheduler: Scheduler;
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  overrides: ServiceOverrides = {},
  options?: MountOptions,
): Promise<RunningServer> {
  const services = await openServices(config, overrides);
  const actors = await startAgentActors(services);
  const webhooks = startWebhookDispatcher(services);
  const scheduler = createScheduler(services.logger);
  for (const task of upkeepTasks(services, actors.sweep)) scheduler.register(task);
  // Tracking that a previous run left unfinished resumes now, and tracking a job lost is caught each minute.
  scheduler.register({ name: 'venue_b-order-reconciliation', cron: '* * * * *', run: actors.venueB.tracking.resume });
  await actors.venueB.tracking.resume();
  if (config.schedulesEnabled) scheduler.start();
  const app = createApp(services, actors, options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.koa.listen(config.port, config.host, () => resolve(s)).on('error', reject);
  });
  server.on('clientError', answerParserRefusals(app)).on('connect', answerConnect(app));
  // Started once listening: its first step backfills a day of price history, and the start waits on nothing that needs it.
  const recorder = startPriceRecorder(services, (conditionId) => actors.marketResolved(conditionId));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  services.logger.info({ url }, 'agent trading service listening');
  return {
    services,
    actors,
    recorder,
    webhooks,
    scheduler,
    server,
    url,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // The recorder may still message actors; mailboxes drain before the stores close.
      await recorder.stop();
      await scheduler.stop();
      await actors.shutdown();
      await webhooks.stop();
      await services.close();
    },
  };
}

/** The service as a process runs it (`npm start` runs the built copy): configured from the environment, stopped by a signal. */
export async function main(): Promise<void> {
  const running = await startServer(loadConfigOrExit());
  const stop = async (signal: string) => {
    running.services.logger.info({ signal }, 'shutting down');
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
