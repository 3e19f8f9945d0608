/** What a suite needs beyond the embedded default, and the variable that provides it. */
const PROVIDERS = { postgres: 'DATABASE_URL', redis: 'REDIS_URL' } as const;
export type Dependency = keyof typeof PROVIDERS;

const missing = (needs: Dependency[]) => needs.map((need) => PROVIDERS[need]).filter((variable) => !process.env[variable]);

/**
 * A suite that runs only against real PostgreSQL and/or Redis. Where this run lacks one, its tests
 * show as pending, with the missing variables in the suite's title, instead of vanishing.
 */
export function describeWith(needs: Dependency[], title: string, body: (this: Mocha.Suite) => void): Mocha.Suite {
  const absent = missing(needs);
  const shown = absent.length ? `${title} (pending: set ${absent.join(' and ')})` : title;
  return describe(shown, function () {
    before(function () {
      if (absent.length) this.skip();
    });
    body.call(this);
  });
}
