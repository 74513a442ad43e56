import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS, COMPONENTS } from './api-operations.ts';
import { openApiDocument, openApiJson } from './openapi-document.ts';

const CHECKED_IN = path.resolve('docs/api/openapi.json');

describe('the published OpenAPI document', () => {
  it('is the checked-in docs/api/openapi.json (run `npm run openapi` after changing the contract)', () => {
    expect(openApiJson()).toBe(readFileSync(CHECKED_IN, 'utf8'));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(openApiJson()) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('points every $ref at a component it has', () => {
    const doc = openApiDocument() as { components: { schemas: Record<string, unknown> } };
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.filter(
      (r) => !r.startsWith('#/components/schemas/') || !(r.slice('#/components/schemas/'.length) in doc.components.schemas),
    );
    expect(missing).toEqual([]);
  });

  it('has every operation of the table once, with its path parameters, and every component', () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { operationId: string; parameters: Array<{ name: string; in: string }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ids.sort()).toEqual(API_OPERATIONS.map((o) => o.operationId).sort());
    for (const op of API_OPERATIONS) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        doc.paths[op.path]?.[op.method]?.parameters.filter((p) => p.in === 'path').map((p) => p.name),
        op.path,
      ).toEqual(names);
    }
    expect(Object.keys(doc.components.schemas).sort()).toEqual(Object.keys(COMPONENTS).sort());
  });

  it('describes the answers as the contract does: the authors response names its members and their ORCID', () => {
    const { components } = openApiDocument() as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    const authors = components.schemas.AuthorsResponse!;
    expect(Object.keys(authors.properties)).toEqual([
      'pii',
      'total',
      'authors',
      'affiliations',
      'correspondences',
      'footnotes',
      'biographies',
    ]);
    expect(JSON.stringify(authors)).toContain('"members"');
    expect(JSON.stringify(components.schemas.BodyResponse)).toContain('"$ref":"#/components/schemas/ContentNode"');
  });
});
