import { expect } from 'chai';
import { systemClock } from '../engine/clock.js';
import { reportClockSkew } from '../engine/clock-skew.js';
import { clockSkew, registry } from '../engine/metrics.js';
import { env } from './support/environment.js';
import { capturedLog } from './support/log-capture.js';
import { startTestService } from './support/service.js';

const exported = async () => Number(/^clock_skew_seconds (\S+)$/m.exec(await registry.getSingleMetricAsString('clock_skew_seconds'))![1]);

describe("this process's clock against the database server's", () => {
  it('is measured ahead or behind, exported, and warned of past a second', async () => {
    const { db } = env().handle;
    const { lines, logger } = capturedLog();
    expect(await reportClockSkew(db, { now: () => Date.now() + 5000 }, logger)).to.be.within(4500, 5500);
    expect(await exported()).to.be.within(4.5, 5.5);
    expect(lines).to.have.length(1);
    expect(JSON.parse(lines[0]!)).to.include({ level: 40 }).and.to.have.property('msg').that.matches(/clock is \d+ ms ahead of the database server's/);
    expect(await reportClockSkew(db, { now: () => Date.now() - 3000 }, logger)).to.be.within(-3500, -2500);
    expect(JSON.parse(lines[1]!).msg).to.match(/clock is \d+ ms behind the database server's/);
    expect(Math.abs(await reportClockSkew(db, systemClock, logger))).to.be.below(500);
    expect(Math.abs(await exported())).to.be.below(0.5);
    expect(lines).to.have.length(2);
  });

  it("is measured at a start on PostgreSQL (the embedded database's clock is the process's own)", async () => {
    clockSkew.set(99);
    const service = await startTestService();
    try {
      if (env().handle.kind === 'postgres') expect(Math.abs(await exported())).to.be.below(0.5);
      else expect(await exported()).to.equal(99);
    } finally {
      await service.close();
    }
  });
});
