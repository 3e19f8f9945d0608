import { expect } from 'chai';
import client from 'prom-client';
import { SeriesCounter, SeriesHistogram } from '../engine/series-metrics.js';

const BUCKETS = [0.001, 0.005, 0.01, 0.5];

/** The same metrics twice: prom-client's own, as the reference, and ours, each in a registry of its own. */
function both() {
  const theirs = new client.Registry();
  const ours = new client.Registry();
  const spec = (registry: client.Registry) => ({
    labelled: { name: 'request_seconds', help: 'Requests by route and status', labelNames: ['route', 'status'] as const, buckets: BUCKETS, registers: [registry] },
    lone: { name: 'wait_seconds', help: 'A wait', buckets: BUCKETS, registers: [registry] },
    counted: { name: 'trades_total', help: 'Trades by outcome', labelNames: ['outcome'] as const, registers: [registry] },
    count: { name: 'round_trips_total', help: 'Round trips', registers: [registry] },
  });
  const t = spec(theirs);
  const o = spec(ours);
  return {
    theirs: { registry: theirs, labelled: new client.Histogram(t.labelled), lone: new client.Histogram(t.lone), counted: new client.Counter(t.counted), count: new client.Counter(t.count) },
    ours: { registry: ours, labelled: new SeriesHistogram(o.labelled), lone: new SeriesHistogram(o.lone), counted: new SeriesCounter(o.counted), count: new SeriesCounter(o.count) },
  };
}

describe('series metrics', () => {
  it('write the same text as prom-client’s own histograms and counters for the same observations', async () => {
    const { theirs, ours } = both();
    expect(await ours.registry.metrics()).to.equal(await theirs.registry.metrics());
    // On a bound, between bounds, past the last, in three label sets, one of them twice, and a route whose value needs escaping.
    const observations: Array<[{ route: string; status: string }, number]> = [
      [{ route: '/markets/trade', status: '200' }, 0.005],
      [{ route: '/markets/trade', status: '403' }, 0.0002],
      [{ route: '/markets/trade', status: '200' }, 0.0051],
      [{ route: '/agents/me', status: '200' }, 7],
      [{ route: 'a "quoted"\\route', status: '200' }, 0.01],
    ];
    for (const [labels, value] of observations) {
      theirs.labelled.observe(labels, value);
      ours.labelled.observe(labels, value);
    }
    for (const value of [0.0001, 0.3, 2]) {
      theirs.lone.observe(value);
      ours.lone.observe(value);
    }
    for (const outcome of ['accepted', 'refused', 'accepted']) {
      theirs.counted.inc({ outcome });
      ours.counted.inc({ outcome });
    }
    theirs.counted.inc({ outcome: 'refused' }, 5);
    ours.counted.inc({ outcome: 'refused' }, 5);
    theirs.count.inc();
    ours.count.inc();
    theirs.count.inc(3);
    ours.count.inc(3);
    const text = await ours.registry.metrics();
    expect(text).to.equal(await theirs.registry.metrics());
    expect(text).to.contain('request_seconds_bucket{le="0.005",route="/markets/trade",status="200"} 1\n');
    expect(text).to.contain('trades_total{outcome="refused"} 6\n');
    expect(text).to.contain('round_trips_total 4\n');
  });

  it('answer get() as prom-client does, for a reader of one metric', async () => {
    const { theirs, ours } = both();
    theirs.lone.observe(0.002);
    ours.lone.observe(0.002);
    const count = async (metric: { get(): Promise<{ values: Array<{ metricName?: string; value: number }> }> }) => (await metric.get()).values.find((v) => v.metricName === 'wait_seconds_count')?.value;
    expect(await count(ours.lone)).to.equal(1).and.equal(await count(theirs.lone));
    expect((await ours.count.get()).values).to.deep.equal([{ labels: {}, value: 0 }]);
    theirs.labelled.observe({ route: '/markets/trade', status: '200' }, 0.007);
    ours.labelled.observe({ route: '/markets/trade', status: '200' }, 0.007);
    const plain = async (metric: { get(): Promise<{ values: Array<{ metricName?: string; value: number; labels: object }> }> }) =>
      (await metric.get()).values.map(({ metricName, value, labels }) => ({ metricName, value, labels }));
    expect(await plain(ours.labelled)).to.deep.equal(await plain(theirs.labelled));
    expect(await plain(ours.labelled)).to.deep.include({ metricName: 'request_seconds_count', value: 1, labels: { route: '/markets/trade', status: '200' } });
  });

  it('start again from nothing when the registry resets them', async () => {
    const { ours } = both();
    ours.labelled.observe({ route: '/x', status: '200' }, 0.2);
    ours.lone.observe(0.2);
    ours.counted.inc({ outcome: 'accepted' });
    ours.count.inc();
    ours.registry.resetMetrics();
    const text = await ours.registry.metrics();
    expect(text).not.to.contain('route="/x"').and.not.to.contain('outcome="accepted"');
    expect(text).to.contain('wait_seconds_count 0\n').and.contain('round_trips_total 0\n');
    ours.lone.observe(0.2);
    expect(await ours.registry.metrics()).to.contain('wait_seconds_count 1\n');
  });

  it('refuse what prom-client refuses: a value that is no number, a counter going down', () => {
    const { ours } = both();
    expect(() => ours.lone.observe(Number.NaN)).to.throw(TypeError);
    expect(() => ours.labelled.observe({ route: '/x', status: '200' }, Number.POSITIVE_INFINITY)).to.throw(TypeError);
    expect(() => ours.count.inc(-1)).to.throw(/decrease/);
    expect(() => ours.counted.inc({ outcome: 'x' }, Number.NaN)).to.throw();
  });
});
