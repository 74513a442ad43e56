/**
 * Plain structural checks for JSON the browser reads from our own endpoints (ADR 007: the
 * page ships no schema library; the server builds these responses from the zod contract in
 * api-contract.ts). A shape names each field's JSON kind: `'string'`, `'number'`, `'boolean'`,
 * `'array'` or `'object'`; `|null` also allows null, a trailing `?` also allows a missing field.
 */
type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
export type FieldSpec = Kind | `${Kind}|null` | `${Kind}|null?` | `${Kind}?`;
export type Shape = Readonly<Record<string, FieldSpec>>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): Kind | 'null' | 'undefined' | 'other' {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'number') return Number.isFinite(value) ? 'number' : 'other';
  return type === 'string' || type === 'boolean' || type === 'object' ? type : 'other';
}

function fieldMatches(value: unknown, spec: FieldSpec): boolean {
  const optional = spec.endsWith('?');
  const [kind, nullable] = (optional ? spec.slice(0, -1) : spec).split('|') as [Kind, string | undefined];
  const actual = kindOf(value);
  if (actual === 'undefined') return optional;
  if (actual === 'null') return nullable === 'null';
  return actual === kind;
}

/** `value` is an object whose fields have the kinds `shape` names (other fields are allowed). */
export function matchesShape(value: unknown, shape: Shape): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  for (const [field, spec] of Object.entries(shape)) if (!fieldMatches(value[field], spec)) return false;
  return true;
}

/** `value` is an array whose every item matches `shape` (or passes `check`). */
export function everyItem(value: unknown, check: Shape | ((item: unknown) => boolean)): value is unknown[] {
  if (!Array.isArray(value)) return false;
  const ok = typeof check === 'function' ? check : (item: unknown) => matchesShape(item, check);
  return value.every(ok);
}

/** An array of strings. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Returns `value` as `T` when `guard` accepts it; otherwise throws (a section then shows its failure state, 001 §8). */
export function readJson<T>(value: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (!guard(value)) throw new Error(`Unexpected ${what} response`);
  return value;
}
