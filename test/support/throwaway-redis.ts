import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { freePort } from './ports.js';


/** Whether something accepts connections on the port. */
export async function answering(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * A redis-server of the test's own, on a port of its own, to be killed, frozen and brought back:
 * outages are never played on the Redis other tests share.
 */
export interface ThrowawayRedis {
  url: string;
  /** SIGKILL: gone, connections refused. */
  kill(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Starts a fresh, empty server on the same port, unless one still runs. */
  start(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const redis: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      // One that still runs is the server: a second would fail to bind, and the first would be left behind by kill.
      if (server && server.exitCode === null && server.signalCode === null) return;
      server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let tries = 0; !(await answering(port)); tries++) {
        if (tries > 100) throw new Error('redis-server did not start');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    kill: async () => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGCONT');
      server.kill('SIGKILL');
      await once(server, 'exit');
    },
    freeze: () => void server?.kill('SIGSTOP'),
    thaw: () => void server?.kill('SIGCONT'),
  };
  await redis.start();
  return redis;
}
