import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { costOverYardstick } from '../bench/cpu.js';
import { readFigures, recordFigure, ROWS, rowFigures } from '../bench/figures.js';
import { cpuLines, floorLines, GOALS, judge, median, verdictLines, type Goal } from '../bench/goals.js';

const atLeast: Goal = { figure: 'share', bound: '≥', limit: 8, unit: '%' };
const below: Goal = { figure: 'p99', bound: '<', limit: 50, unit: 'ms' };
const none: Goal = { figure: 'overshoot', bound: '≤', limit: 0, unit: 'orders' };
const runs = (...figures: Array<Record<string, number>>) => figures.map((run) => new Map(Object.entries(run)));

describe('bench goals', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, whatever the order', () => {
    expect(median([9, 1, 4])).to.equal(4);
    expect(median([9, 1, 4, 2])).to.equal(3);
    expect(median([])).to.equal(null);
  });

  it('judges each goal on the median of its runs, not on its best or its last', () => {
    const [share] = judge([atLeast], runs({ share: 9 }, { share: 5 }, { share: 4 }));
    expect(share).to.deep.include({ values: [9, 5, 4], median: 5, holds: false });
    const [p99] = judge([below], runs({ p99: 45 }, { p99: 60 }, { p99: 40 }));
    expect(p99).to.deep.include({ median: 45, holds: true });
  });

  it('holds a ≥ or ≤ goal at its limit, and a < goal only under it', () => {
    const [share, p99, overshoot] = judge([atLeast, below, none], runs({ share: 8, p99: 50, overshoot: 0 }));
    expect([share!.holds, p99!.holds, overshoot!.holds]).to.deep.equal([true, false, true]);
    expect(judge([none], runs({ overshoot: 1 }))[0]!.holds).to.equal(false);
  });

  it('judges a figure some runs did not record on the runs that did, and fails one that none recorded', () => {
    const [p99, share] = judge([below, atLeast], runs({ p99: 10 }, {}, { p99: 30 }));
    expect(p99).to.deep.include({ values: [10, null, 30], median: 20, holds: true });
    expect(share).to.deep.include({ values: [null, null, null], median: null, holds: false });
  });

  it('prints a line per goal with its mark, then how many hold', () => {
    const lines = verdictLines(judge([atLeast, below], runs({ share: 9, p99: 70 })));
    expect(lines).to.have.length(3);
    expect(lines[0]).to.match(/^✔ share .* median +9 +goal ≥ 8 %$/);
    expect(lines[1]).to.match(/^✘ p99 .* median +70 +goal < 50 ms$/);
    expect(lines[2]).to.equal('1 of 2 goals hold');
  });

  it('lines up the columns past the longest name and figures', () => {
    const long: Goal = { ...below, figure: `${'a very long figure name '.repeat(3)}p99` };
    const lines = verdictLines(judge([atLeast, long], runs({ share: 9, [long.figure]: 1234.5 }, { share: 10, [long.figure]: 70 })));
    expect(lines[0]!.indexOf('median')).to.equal(lines[1]!.indexOf('median'));
    expect(lines[1]).to.include(`${long.figure}   1234.5, 70   median`);
  });

  it("sets each share goal's row's CPU multiple of bare Koa's (each run's, and their median) beside the most the share leaves room for, and skips rows not recorded", () => {
    const me = rowFigures(ROWS.me).cpuOverBare;
    const resting = rowFigures(ROWS.resting).cpuOverBare;
    const lines = cpuLines(GOALS, runs({ [me]: 3.2, [resting]: 40 }, { [me]: 3.6, [resting]: 30 }, { [me]: 2.9 }));
    expect(lines).to.have.length(2);
    expect(lines[0]).to.match(/^✔ GET \/agents\/me CPU per request, × bare Koa's +3\.2, 3\.6, 2\.9 +median +3\.2 +the share leaves room for ≤ 3\.33 ×$/);
    expect(lines[1]).to.match(/^✘ POST \/markets\/trade \(resting\) CPU per request, × bare Koa's +40, 30, – +median +35 +the share leaves room for ≤ 12\.5 ×$/);
    expect(lines[0]!.indexOf('median')).to.equal(lines[1]!.indexOf('median'));
    expect(cpuLines(GOALS, runs({}, {}))).to.deep.equal([]);
  });

  it("sets the floor's share of bare Koa (each run's, and their median) beside the trade rows' share goal, and prints nothing where no run recorded it", () => {
    const floor = rowFigures(ROWS.floor).share;
    const lines = floorLines(GOALS, runs({ [floor]: 6.4 }, { [floor]: 6.5 }, { [floor]: 7.5 }));
    expect(lines).to.have.length(1);
    expect(lines[0]).to.match(/^✘ the floor: resting, not the service share of bare Koa +6\.4, 6\.5, 7\.5 +median +6\.5 +the trade rows' goal ≥ 8 %$/);
    expect(floorLines(GOALS, runs({ [floor]: 9 }))[0]).to.match(/^✔ .* the trade rows' goal ≥ 8 %$/);
    expect(floorLines(GOALS, runs({}, {}))).to.deep.equal([]);
    // Without a trade row's share goal there is nothing to set it beside.
    expect(floorLines([atLeast, below], runs({ [floor]: 6.4 }))).to.deep.equal([]);
  });

  it("sets a row's CPU per request, the service's and PostgreSQL's, against the mean of the yardstick's runs beside it, and knows none where any is unknown", () => {
    expect(costOverYardstick({ serviceMs: 0.5, postgresMs: 0.3, text: '' }, [0.02, 0.03])).to.be.closeTo(32, 1e-9);
    expect(costOverYardstick({ serviceMs: 0.5, postgresMs: null, text: '' }, [0.025])).to.be.closeTo(20, 1e-9);
    expect(costOverYardstick({ serviceMs: 0.5, postgresMs: 0.3, text: '' }, [0.02, null])).to.equal(null);
    expect(costOverYardstick({ serviceMs: null, postgresMs: 0.3, text: '' }, [0.02])).to.equal(null);
  });

  it('records figures into the file BENCH_FIGURES names, the last of a name kept, and nothing without it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-test-'));
    const file = path.join(dir, 'figures.jsonl');
    const was = process.env.BENCH_FIGURES;
    try {
      delete process.env.BENCH_FIGURES;
      recordFigure('share', 1);
      expect(readFigures(file).size).to.equal(0);
      process.env.BENCH_FIGURES = file;
      recordFigure('share', 4.5);
      recordFigure('p99', 31);
      recordFigure('share', 5.25);
      expect([...readFigures(file)]).to.deep.equal([
        ['share', 5.25],
        ['p99', 31],
      ]);
    } finally {
      if (was === undefined) delete process.env.BENCH_FIGURES;
      else process.env.BENCH_FIGURES = was;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
