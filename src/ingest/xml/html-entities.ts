import { characterEntities } from 'character-entities';

/**
 * Named entities that publisher files use without declaring them (their DTD would): the full
 * HTML set, which includes the MathML and ISO names JATS uses (`&ast;`, `&lsim;`, `&ThinSpace;`),
 * from `character-entities`. Literal characters only: expansion is never recursive, and the
 * five XML entities stay the parser's own.
 */
const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

export const HTML_ENTITIES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(characterEntities).filter(([name]) => !XML_PREDEFINED.has(name)),
);
