import { expect } from 'chai';
import net from 'node:net';
import { startThrowawayRedis } from './support/throwaway-redis.js';

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });

describe("the outage tests' own redis-server", () => {
  it('is gone after kill, even when start was called while it was running (no server left behind)', async function () {
    this.timeout(20_000);
    const redis = await startThrowawayRedis();
    await redis.start();
    await redis.kill();
    expect(await answers(redis.url)).to.equal(false);
  });
});
