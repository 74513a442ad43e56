import { z } from 'zod';
import { API_OPERATIONS, COMPONENTS, type ApiOperation } from './api-operations.ts';

/**
 * The OpenAPI 3.1 document of the JSON endpoints, generated from the zod contract
 * (api-contract.ts) through zod's JSON Schema output (draft 2020-12, OpenAPI 3.1's dialect).
 * Served at /sdfe/arp/openapi.json; docs/api/openapi.json is the same document checked in
 * (`npm run openapi` writes it; a test fails when the two differ).
 */

export const OPENAPI_PATH = '/sdfe/arp/openapi.json';

type JsonSchema = Record<string, unknown>;

const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

/** A component without the keywords that only make sense for a standalone schema. */
function component(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, io: 'output', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, component(s as JsonSchema)]));
}

function queryParameters(query: z.ZodObject | undefined): JsonSchema[] {
  if (!query) return [];
  const schema = z.toJSONSchema(query, { ...JSON_SCHEMA_OPTIONS, io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function operation(op: ApiOperation): JsonSchema {
  const responses: Record<string, unknown> = {
    200: { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${op.response}` } } } },
    400: problem('A malformed parameter, named in the problem.'),
  };
  if (op.entitled) responses[403] = problem('No valid entitledToken for this article and reader, or no entitlement.');
  if (op.params?.length) responses[404] = problem('No such article, issue, book or item.');
  return {
    operationId: op.operationId,
    summary: op.summary,
    parameters: [
      ...(op.params ?? []).map((p) => ({
        name: p.name,
        in: 'path',
        required: true,
        description: p.description,
        schema: { type: 'string' },
      })),
      ...queryParameters(op.query),
    ],
    responses,
  };
}

/** Version of the published contract (info.version): raise it when an answer's shape changes. */
export const API_VERSION = '1.0.0';

let cached: string | undefined;

/** The whole document. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lectern JSON API',
      version: API_VERSION,
      description: "The JSON endpoints an article page loads its parts from (spec 001 §7), generated from Lectern's zod contract.",
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: { schemas: componentSchemas() },
  };
}

/** The document as served and checked in: indented JSON with a final newline. */
export function openApiJson(): string {
  cached ??= `${JSON.stringify(openApiDocument(), null, 2)}\n`;
  return cached;
}
