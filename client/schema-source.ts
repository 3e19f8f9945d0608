import openapiTS, { astToString } from 'openapi-typescript';

/** The header that marks client/src/schema.ts as generated. */
export const HEADER = '// Generated from the service\'s GET /openapi.json by `npm run client:generate`. Do not edit.\n\n';

/** The TypeScript types of an OpenAPI document, as client/src/schema.ts holds them. */
export async function schemaSource(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as never));
}
