import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Config } from '../../engine/config.js';

/** The service in a process of its own, on this run's PostgreSQL and Redis: a second instance as production runs them. */
export interface ChildService {
  url: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash, with no shutdown of its own. */
  kill(): Promise<void>;
}

export async function startChildService(config: Config, extraEnv: Record<string, string> = {}): Promise<ChildService> {
  if (config.database.kind !== 'postgres') throw new Error('a second process needs PostgreSQL to share');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: config.database.url,
      ...(config.redis ? { REDIS_URL: config.redis.url, REDIS_PREFIX: config.redis.prefix } : {}),
      CREDENTIALS_KEY: config.credentialsKey!.toString('hex'),
      DATA_DIR: config.dataDir,
      TRUST_PROXY: 'true',
      SWEEP_INTERVAL_MS: '0',
      PRICE_RECORD_INTERVAL_MS: '0',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the child service did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => reject(new Error(`the child service exited with ${code}:\n${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  };
  return { url, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
