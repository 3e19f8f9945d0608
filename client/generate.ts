import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../api/server.js';
import { loadConfig } from '../engine/config.js';
import { createLogger } from '../engine/logger.js';
import { schemaSource } from './schema-source.js';

/**
 * Writes client/src/schema.ts from the document the service serves: the service starts on the
 * embedded default in a scratch directory, answers GET /openapi.json once, and stops.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-generate-'));
const server = await startServer({ ...loadConfig({ DATA_DIR: dataDir }), port: 0, host: '127.0.0.1', venueB: { ...loadConfig({}).venueB, chainFile: null } }, { logger: createLogger('warn') });
try {
  const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as object;
  const target = path.join(import.meta.dirname, 'src', 'schema.ts');
  fs.writeFileSync(target, await schemaSource(document));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
