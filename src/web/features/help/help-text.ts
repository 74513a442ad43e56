/**
 * Help texts by id (spec 000 §8, the error catalogue). Asking for help text is a programming
 * contract, not user input: a missing map or id is a broken state, so it throws rather than
 * showing an empty panel.
 *   - "Help text map empty | Throws 'Invalid state. No help text available.'"
 *   - "Help text for an id missing | Throws 'Invalid state. Help text for {id} not found.'"
 */

export type HelpTexts = Readonly<Record<string, string>> | ReadonlyMap<string, string>;

export const NO_HELP_TEXT = 'Invalid state. No help text available.';

export function helpTextNotFound(id: string): string {
  return `Invalid state. Help text for ${id} not found.`;
}

function sizeOf(texts: HelpTexts | null | undefined): number {
  if (!texts) return 0;
  return texts instanceof Map ? texts.size : Object.keys(texts).length;
}

function lookup(texts: HelpTexts, id: string): string | undefined {
  if (texts instanceof Map) return texts.get(id);
  // Own keys only: "constructor" or "__proto__" are not help ids.
  const record = texts as Readonly<Record<string, string>>;
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/** The help text for `id`; throws the spec's errors when there is no map or no such id. */
export function helpTextFor(texts: HelpTexts | null | undefined, id: string): string {
  if (!texts || sizeOf(texts) === 0) throw new Error(NO_HELP_TEXT);
  const text = lookup(texts, id);
  if (text === undefined) throw new Error(helpTextNotFound(id));
  return text;
}
