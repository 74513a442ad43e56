import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './env.server.ts';
import { PACKAGE_ROOT } from './paths.server.ts';

/** The README's configuration table and .env.example list exactly the variables src/config reads. */
function readmeVariables(): string[] {
  const readme = readFileSync(path.join(PACKAGE_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!);
}

function envExampleVariables(): string[] {
  const example = readFileSync(path.join(PACKAGE_ROOT, '.env.example'), 'utf8');
  return [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

describe('configuration documentation', () => {
  const schema = [...ENV_VARIABLES].sort();

  it('README "Configuration" has one row per variable of the schema', () => {
    const rows = readmeVariables();
    expect(rows.length).toBe(new Set(rows).size);
    expect([...rows].sort()).toEqual(schema);
  });

  it('.env.example names every variable of the schema once', () => {
    const names = envExampleVariables();
    expect(names.length).toBe(new Set(names).size);
    expect([...names].sort()).toEqual(schema);
  });
});
