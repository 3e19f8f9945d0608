import { expect } from 'chai';
import { ManualClock } from '../engine/clock.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

const OPS_TOKEN = 'ops-token-for-skill-tests-0123';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const SKILL_FIELDS = [
  'skillCode', 'skillName', 'description', 'howItWorks', 'author', 'version', 'registryUrl', 'repoUrl', 'uploadUserId',
  'category', 'difficultyLevel', 'installCount', 'createSource', 'reviewStatus', 'reviewRemark', 'createdAt', 'updatedAt',
];

describe('skills', () => {
  let service: TestService;
  let clock: ManualClock;
  let agent: RegisteredAgent;
  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 2, 9));
    service = await startTestService({ clock, config: { opsToken: OPS_TOKEN } });
  });
  after(() => service.close());
  beforeEach(async () => {
    agent = await registerAgent(service.api());
  });

  const submit = (body: object, who = agent) => service.api().post('/agent/skill/submit-skill', body, { key: who.key });
  const mine = (query = '', who = agent) => service.api().get(`/agent/skill/my-skills${query}`, { key: who.key });
  const ops = (method: 'GET' | 'POST', path: string, body?: object, key = OPS_TOKEN) => service.api().call(method, `/ops/skills${path}`, body, { key });
  const approve = (code: string) => ops('POST', `/${code}/approve`);
  const valid = { skillName: 'Breakout', description: 'Buys breakouts above the 7-day range.' };

  async function approved(n: number, body: object = valid): Promise<string[]> {
    const codes: string[] = [];
    for (let i = 0; i < n; i++) {
      const code = (await submit({ ...body, skillName: `skill ${i}` })).body.data.skillCode as string;
      expect((await approve(code)).status).to.equal(200);
      codes.push(code);
      clock.advance(1000);
    }
    return codes;
  }

  describe('POST /agent/skill/submit-skill', () => {
    it('answers the new skill, pending review, with a generated UUID skillCode', async () => {
      const res = await submit(valid);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ code: 200, message: 'success' });
      expect(res.body.data).to.have.all.keys('id', 'skillCode', 'skillName', 'createSource', 'reviewStatus', 'createdAt');
      expect(res.body.data).to.include({ skillName: 'Breakout', reviewStatus: 1, createSource: 1, createdAt: String(clock.now()) });
      expect(res.body.data.skillCode).to.match(UUID);
      expect((await submit(valid)).body.data.skillCode).to.not.equal(res.body.data.skillCode);
    });

    it('sets the defaults and the server-set fields: version 1.0.0, difficulty 2, category 2, uploader and author from the owner', async () => {
      const { skillCode } = (await submit(valid)).body.data;
      const listed = (await approve(skillCode)).body.data;
      const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      expect(listed).to.include({
        version: '1.0.0',
        howItWorks: '',
        registryUrl: '',
        repoUrl: '',
        difficultyLevel: 2,
        category: 2,
        installCount: 0,
        reviewStatus: 2,
        author: agent.agentName,
        uploadUserId: Number(me.userId),
        agentId: agent.agentId,
      });
    });

    it('keeps every given field', async () => {
      const body = { ...valid, version: '2.1.0', howItWorks: 'Watches the range.', registryUrl: 'https://registry.example/b', repoUrl: 'https://git.example/b' };
      const { skillCode } = (await submit(body)).body.data;
      await approve(skillCode);
      const [skill] = (await mine()).body.data.list;
      expect(skill).to.include(body);
    });

    const bounds: Array<[string, number, number | null]> = [
      ['skillName', 100, 1],
      ['description', 1000, 1],
      ['version', 50, 1],
      ['registryUrl', 255, null],
      ['repoUrl', 255, null],
    ];
    for (const [field, max, min] of bounds) {
      it(`accepts ${field} of ${max} characters and refuses ${max + 1} with 400`, async () => {
        expect((await submit({ ...valid, [field]: 'x'.repeat(max) })).status).to.equal(200);
        const res = await submit({ ...valid, [field]: 'x'.repeat(max + 1) });
        expect(res.status).to.equal(400);
        expect(res.body.errors[0].path).to.equal(`body.${field}`);
      });
      if (min) {
        it(`refuses an empty ${field} with 400`, async () => {
          expect((await submit({ ...valid, [field]: '' })).status).to.equal(400);
        });
      }
    }

    for (const field of ['skillName', 'description']) {
      it(`requires ${field}`, async () => {
        const body: Record<string, string> = { ...valid };
        delete body[field];
        const res = await submit(body);
        expect(res.status).to.equal(400);
        expect(JSON.stringify(res.body.errors)).to.include(field);
      });
    }

    it('refuses server-set fields and unknown fields with 400', async () => {
      expect((await submit({ ...valid, reviewStatus: 2 })).status).to.equal(400);
      expect((await submit({ ...valid, category: 1 })).status).to.equal(400);
      const unknown = await submit({ ...valid, tags: ['momentum'] });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.errors[0].path).to.equal('body.tags');
    });

    it('needs an API key', async () => {
      expect((await service.api().post('/agent/skill/submit-skill', valid)).status).to.equal(401);
    });
  });

  describe('GET /agent/skill/my-skills', () => {
    it('lists only approved, visible skills of the caller, newest first, with exactly the Skill fields', async () => {
      const pending = (await submit({ ...valid, skillName: 'pending' })).body.data.skillCode;
      const [older, newer] = await approved(2);
      const other = await registerAgent(service.api());
      const theirs = (await submit(valid, other)).body.data.skillCode;
      await approve(theirs);

      const res = await mine();
      expect(res.status).to.equal(200);
      expect(res.body.data.total).to.equal(2);
      expect(res.body.data.list.map((s: any) => s.skillCode)).to.deep.equal([newer, older]);
      expect(res.body.data.list[0]).to.have.all.keys(...SKILL_FIELDS);
      expect(res.body.data.list.map((s: any) => s.skillCode)).to.not.include(pending);
    });

    it('defaults to 20 a page and pages with limit and offset', async () => {
      const codes = (await approved(22)).reverse();
      const first = (await mine()).body.data;
      expect(first.total).to.equal(22);
      expect(first.list.map((s: any) => s.skillCode)).to.deep.equal(codes.slice(0, 20));
      const rest = (await mine('?offset=20')).body.data;
      expect(rest.list.map((s: any) => s.skillCode)).to.deep.equal(codes.slice(20));
      expect((await mine('?limit=1&offset=21')).body.data.list.map((s: any) => s.skillCode)).to.deep.equal([codes[21]]);
    });

    for (const [query, status] of [
      ['?limit=1', 200],
      ['?limit=100', 200],
      ['?limit=0', 400],
      ['?limit=101', 400],
      ['?offset=0', 200],
      ['?offset=-1', 400],
      ['?category=1', 200],
      ['?category=2', 200],
      ['?category=0', 400],
      ['?category=3', 400],
      ['?limit=abc', 400],
      ['?page=1', 400],
    ] as const) {
      it(`answers ${status} to ${query}`, async () => {
        const res = await mine(query);
        expect(res.status, JSON.stringify(res.body)).to.equal(status);
      });
    }

    it('filters by category: submitted skills are Partner (2)', async () => {
      await approved(1);
      expect((await mine('?category=2')).body.data.total).to.equal(1);
      expect((await mine('?category=1')).body.data).to.deep.equal({ list: [], total: 0 });
    });
  });

  describe('moderation', () => {
    it('lists pending skills to operators, oldest first, and only to operators', async () => {
      const a = (await submit(valid)).body.data.skillCode;
      clock.advance(1000);
      const b = (await submit(valid)).body.data.skillCode;
      const queue = (await ops('GET', '?limit=100')).body.data;
      const codes = queue.list.map((s: any) => s.skillCode);
      expect(codes).to.include.members([a, b]);
      expect(codes.indexOf(a)).to.be.lessThan(codes.indexOf(b));
      expect(queue.list.every((s: any) => s.reviewStatus === 1)).to.equal(true);
      expect((await ops('GET', '', undefined, agent.key)).status).to.equal(403);
      expect((await service.api().get('/ops/skills')).status).to.equal(401);
    });

    it('approves (2): the skill appears in my-skills; approving again is a 409', async () => {
      const { skillCode } = (await submit(valid)).body.data;
      expect((await mine()).body.data.total).to.equal(0);
      clock.advance(5000);
      const res = await approve(skillCode);
      expect(res.body.data).to.include({ reviewStatus: 2, visible: true, updatedAt: String(clock.now()) });
      expect((await mine()).body.data.list.map((s: any) => s.skillCode)).to.deep.equal([skillCode]);
      expect((await approve(skillCode)).status).to.equal(409);
    });

    it('rejects (3) with a reviewRemark, which is required; a rejected skill is not listed', async () => {
      const { skillCode } = (await submit(valid)).body.data;
      expect((await ops('POST', `/${skillCode}/reject`, {})).status).to.equal(400);
      expect((await ops('POST', `/${skillCode}/reject`, { reviewRemark: '' })).status).to.equal(400);
      expect((await ops('POST', `/${skillCode}/reject`, { reviewRemark: 'x'.repeat(501) })).status).to.equal(400);
      const res = await ops('POST', `/${skillCode}/reject`, { reviewRemark: 'No repository to review.' });
      expect(res.body.data).to.include({ reviewStatus: 3, reviewRemark: 'No repository to review.' });
      expect((await mine()).body.data.total).to.equal(0);
      expect((await ops('GET', '?reviewStatus=3&limit=100')).body.data.list.map((s: any) => s.skillCode)).to.include(skillCode);
    });

    it('hides an approved skill from my-skills and unhides it', async () => {
      const [code] = await approved(1);
      expect((await ops('POST', `/${code}/hide`)).body.data).to.include({ visible: false, reviewStatus: 2 });
      expect((await mine()).body.data.total).to.equal(0);
      expect((await ops('POST', `/${code}/hide`)).status).to.equal(409);
      expect((await ops('POST', `/${code}/unhide`)).body.data.visible).to.equal(true);
      expect((await mine()).body.data.total).to.equal(1);
    });

    it('a rejection can be reversed by an approval, and the other way round', async () => {
      const { skillCode } = (await submit(valid)).body.data;
      expect((await ops('POST', `/${skillCode}/reject`, { reviewRemark: 'No tests.' })).body.data.reviewStatus).to.equal(3);
      expect((await ops('POST', `/${skillCode}/reject`, { reviewRemark: 'Still no tests.' })).status).to.equal(409);
      expect((await approve(skillCode)).body.data).to.include({ reviewStatus: 2, reviewRemark: 'No tests.' });
      expect((await mine()).body.data.total).to.equal(1);
      expect((await ops('POST', `/${skillCode}/unhide`)).status).to.equal(409);
    });

    it('answers 404 for an unknown skill and 400 for a malformed code', async () => {
      expect((await approve('00000000-0000-4000-8000-000000000000')).status).to.equal(404);
      expect((await approve('not-a-uuid')).status).to.equal(400);
    });

    it("records skill.reviewed for the submitting agent's webhooks with every decision", async () => {
      // Events are recorded for an agent whose webhook subscribes to them (engine/webhooks/outbox.ts).
      expect((await service.api().post('/agents/webhooks', { url: 'https://example.com/skills', events: ['skill.reviewed'] }, { key: agent.key })).status).to.equal(200);
      const { skillCode } = (await submit(valid)).body.data;
      await approve(skillCode);
      await ops('POST', `/${skillCode}/hide`);
      await ops('POST', `/${skillCode}/reject`, { reviewRemark: 'Withdrawn.' });
      const events = await service.services.db
        .selectFrom('webhook_events')
        .select(['kind', 'payload'])
        .where('agent_id', '=', agent.agentId)
        .orderBy('id')
        .execute();
      expect(events.map((e) => e.kind)).to.deep.equal(['skill.reviewed', 'skill.reviewed', 'skill.reviewed']);
      expect(events.map((e) => JSON.parse(e.payload))).to.deep.equal([
        { skillCode, skillName: 'Breakout', action: 'approved', reviewStatus: 2, reviewRemark: '', visible: true },
        { skillCode, skillName: 'Breakout', action: 'hidden', reviewStatus: 2, reviewRemark: '', visible: false },
        { skillCode, skillName: 'Breakout', action: 'rejected', reviewStatus: 3, reviewRemark: 'Withdrawn.', visible: false },
      ]);
    });
  });
});
