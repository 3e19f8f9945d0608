import type { TSchema } from '@sinclair/typebox';
import type { AnyRoute, DocumentedError } from './route.js';
import { envelope, ErrorBodies } from './schemas/common.js';
// Imported, not read from beside the module: the build bundles it with the code that reads it.
import examplesJson from './examples.json' with { type: 'json' };

const STANDARD_ERRORS: Record<number, string> = {
  400: 'Invalid path, query or body; `errors` names each problem and how to fix it.',
  401: 'Missing, invalid or revoked API key.',
  415: 'The body is not sent as JSON (`Content-Type: application/json`).',
  429: 'Rate limited; retry after the `Retry-After` seconds.',
  500: 'Server-side failure; the body carries the request id.',
};

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Makes a retry safe: a repeat with the same key and body gets the first answer and changes nothing.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** JSON of a schema without TypeBox's symbol keys. */
const plain = (schema: TSchema): object => JSON.parse(JSON.stringify(schema));

function parameters(schema: TSchema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = plain(schema) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }));
}

/**
 * A route's refusals: the ones every route of its kind has, with the errorCodes its input's checks
 * answer with before its handler runs, and the ones it names itself (their codes added to those).
 */
function errors(route: AnyRoute): DocumentedError[] {
  const statuses = new Map<number, DocumentedError>();
  const codesAt = (status: number) => statuses.get(status)?.codes ?? [];
  const standard = (status: number, ...codes: string[]) => statuses.set(status, { status, description: STANDARD_ERRORS[status]!, codes: [...codesAt(status), ...codes] });
  if (route.params) standard(400, 'invalid_path');
  if (route.query) standard(400, 'invalid_query');
  if (route.body) {
    standard(400, 'invalid_json', 'body_too_deep', 'invalid_body');
    standard(415, 'unsupported_media_type');
  }
  if (route.idempotent) standard(400, 'invalid_idempotency_key');
  if (route.auth !== 'none') standard(401);
  if (route.rateLimit) standard(429);
  standard(500);
  for (const e of route.errors ?? []) statuses.set(e.status, { ...e, codes: [...codesAt(e.status), ...(e.codes ?? [])] });
  return [...statuses.values()].sort((a, b) => a.status - b.status);
}

export interface OperationExamples {
  request?: unknown;
  response?: unknown;
  /** The errorCodes each refusal status was seen to carry. */
  errorCodes: Record<string, string[]>;
}

/**
 * Each operation's example request and answer and the errorCodes of its refusals, recorded from
 * the test suite's real traffic (RECORD_EXAMPLES=1 npm test; test/support/examples-recorder.ts)
 * and checked against the schemas by test/openapi-examples.test.ts.
 */
export const EXAMPLES = examplesJson as Record<string, OperationExamples>;

const codesText = (codes: string[] | undefined) => (codes?.length ? ` errorCode: ${codes.map((c) => `\`${c}\``).join(', ')}.` : '');

function operation(route: AnyRoute) {
  const errorBody = route.envelope ? 'ErrorEnvelope' : 'ErrorRaw';
  const examples = EXAMPLES[route.operationId];
  const responses: Record<string, object> = {
    200: {
      description: route.envelope ? 'Success, in the `{code, message, data}` envelope.' : 'Success.',
      content: { 'application/json': { schema: plain(route.envelope ? envelope(route.response) : route.response), ...(examples?.response !== undefined ? { example: examples.response } : {}) } },
    },
  };
  const documented = errors(route);
  // A refusal status the traffic showed but the route table does not name is documented by its codes.
  for (const status of Object.keys(examples?.errorCodes ?? {}).map(Number)) {
    if (!documented.some((e) => e.status === status)) documented.push({ status, description: 'Refused.' });
  }
  for (const { status, description, schema, codes: declared = [] } of documented.sort((a, b) => a.status - b.status)) {
    const codes = [...new Set([...(examples?.errorCodes[String(status)] ?? []), ...declared])].sort();
    responses[status] = {
      description: description + codesText(codes),
      content: { 'application/json': { schema: schema ? plain(schema) : { $ref: `#/components/schemas/${errorBody}` } } },
      ...(codes.length ? { 'x-error-codes': codes } : {}),
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } } : {}),
    };
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: route.auth === 'agent' ? [{ bearerAuth: [] }] : route.auth === 'ops' ? [{ opsToken: [] }] : [],
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(route.idempotent ? [IDEMPOTENCY_HEADER] : []),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: plain(route.body), ...(examples?.request !== undefined ? { example: examples.request } : {}) } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document, generated from the same route table and schemas the server validates with. */
export function buildOpenApi(routes: AnyRoute[]): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agent Trading Service',
      version: '1.0.0',
      description:
        'HTTP/JSON API for autonomous agents trading prediction markets. Unknown body fields and query ' +
        'parameters are refused with 400. Money inputs accept a JSON number or a decimal string; money ' +
        'outputs are decimal strings unless the contract types them as numbers.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The agent API key.' },
        opsToken: { type: 'http', scheme: 'bearer', description: 'The operator token (OPS_TOKEN); agent keys are refused.' },
      },
      schemas: {
        ErrorEnvelope: plain(ErrorBodies.envelope),
        ErrorRaw: plain(ErrorBodies.raw),
      },
    },
  };
}
