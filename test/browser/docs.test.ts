import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser } from 'playwright-core';
import { startTestService, type TestService } from '../support/service.js';

/** Debian's Chromium (`apt-get install chromium`), as .ci/run installs it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT = path.resolve('artifacts/docs.png');

describe('GET /docs in a real browser', () => {
  let service: TestService;
  let browser: Browser;
  before(async () => {
    if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium package (or set CHROMIUM_PATH).`);
    service = await startTestService();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      // Headless in a fresh profile (playwright's defaults); without these, Chromium's background
      // connections fail against a closed network, and a root user needs --no-sandbox.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('renders every tag and operation of the OpenAPI document from local files only', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 2200 } });
    const origin = new URL(service.url).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const res = await page.goto(`${service.url}/docs`);
    expect(res?.status()).to.equal(200);
    await page.waitForSelector('.opblock-summary', { timeout: 20_000 });
    const document = (await (await fetch(`${service.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(await page.locator('.opblock').count()).to.equal(operations);
    // Swagger UI shows what it cannot read of a document in a red warning box.
    expect(await page.locator('.errors-wrapper, .version-pragma').count(), 'Swagger UI warnings').to.equal(0);
    for (const path of ['/markets/trade', '/venue_b/markets', '/agents/register', '/markets/portfolio']) {
      expect(await page.locator(`.opblock-summary-path[data-path="${path}"]`).count(), path).to.be.at.least(1);
    }
    // An operation opens on its recorded example and names the errorCodes of its refusals.
    await page.locator('.opblock-summary-path[data-path="/markets/trade"]').first().click();
    const trade = page.locator('#operations-Trading-trade');
    await trade.locator('.responses-wrapper').waitFor({ timeout: 10_000 });
    expect(await trade.textContent()).to.contain('limit_exceeded').and.contain('marketConditionId');
    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: false });
    expect(elsewhere, 'requests that left the service').to.deep.equal([]);
    expect(failures, 'page errors').to.deep.equal([]);
  });
});
