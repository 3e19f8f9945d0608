import fs from 'node:fs';
import type { MountOptions } from '../../api/route.js';

/**
 * With RECORD_EXAMPLES set, the suite's test services hand every route's answers here, and at
 * exit api/examples.json gets, per operation, the first successful request and answer of the run
 * and every errorCode each refusal status carried: the OpenAPI document's examples, taken from
 * real traffic that was checked against the schemas.
 */

export interface OperationExamples {
  request?: unknown;
  response?: unknown;
  errorCodes: Record<string, string[]>;
}

export const EXAMPLES_FILE = new URL('../../api/examples.json', import.meta.url);
/** Long lists are cut to this many items: an example shows the shape, not a page of data. */
const ITEMS = 2;

const shorten = (value: unknown): unknown =>
  Array.isArray(value) ? value.slice(0, ITEMS).map(shorten) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)])) : value;

const recorded = new Map<string, OperationExamples>();
let listening = false;

function save(): void {
  const sorted = Object.fromEntries(
    [...recorded.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([op, e]) => [op, { ...e, errorCodes: Object.fromEntries(Object.entries(e.errorCodes).map(([s, codes]) => [s, [...new Set(codes)].sort()])) }]),
  );
  fs.writeFileSync(EXAMPLES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

export function exampleRecorder(): MountOptions['record'] {
  if (!process.env.RECORD_EXAMPLES) return undefined;
  if (!listening) {
    listening = true;
    process.on('exit', save);
  }
  return (operationId, outcome) => {
    if (operationId === 'openApi') return;
    const entry = recorded.get(operationId) ?? { errorCodes: {} };
    recorded.set(operationId, entry);
    if (outcome.errorCode) {
      (entry.errorCodes[String(outcome.status)] ??= []).push(outcome.errorCode);
    } else if (entry.response === undefined && outcome.status < 300) {
      if (outcome.body !== undefined) entry.request = shorten(outcome.body);
      entry.response = shorten(outcome.answer);
    }
  };
}
