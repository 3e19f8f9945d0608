import { closeAllServices } from './service.js';
import { setUpEnvironment, tearDownEnvironment } from './environment.js';

// Loaded as the first spec file (not with --require, which would load a second copy of the
// support modules through CommonJS): these hooks belong to the root suite and run once per run.
before(async function () {
  this.timeout(60_000);
  await setUpEnvironment();
});

after(async function () {
  this.timeout(60_000);
  await closeAllServices();
  await tearDownEnvironment();
});
