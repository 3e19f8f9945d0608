import { expect } from 'chai';
import { answering, startThrowawayRedis } from './support/throwaway-redis.js';

describe("the outage tests' own redis-server", () => {
  it('is gone after kill, even when start was called while it was running (no server left behind)', async function () {
    this.timeout(20_000);
    const redis = await startThrowawayRedis();
    await redis.start();
    await redis.kill();
    expect(await answering(Number(new URL(redis.url).port))).to.equal(false);
  });
});
