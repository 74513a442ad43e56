import type { ContentNode } from '#src/shared/article/content-model.ts';
import { elements, type XmlElement } from '../xml/parse-xml.ts';
import type { Handler, MapContext } from './context.ts';
import { appendNodes, tidyBlock } from '../content-nodes.ts';
import { attrOf, holdsBlocks, plainText } from './xml-text.ts';

/**
 * ce:glossary > ce:glossary-sec (nestable) > ce:glossary-entry > ce:glossary-heading (the
 * term) + ce:glossary-def (its definition) → model.glossary, wherever the glossary sits.
 */
function collectSec(sec: XmlElement, cx: MapContext): void {
  for (const c of elements(sec)) {
    if (c.local === 'glossary-sec') collectSec(c, cx);
    else if (c.local === 'glossary-entry') collectEntry(c, cx);
  }
}

function collectEntry(entry: XmlElement, cx: MapContext): void {
  const term = plainText(elements(entry, 'glossary-heading')[0]);
  const definition: ContentNode[] = [];
  for (const def of elements(entry, 'glossary-def')) {
    const blocks = holdsBlocks(def);
    // Several short definitions read as one run: "a; b".
    if (definition.length > 0 && !blocks) appendNodes(definition, { text: '; ' });
    appendNodes(definition, tidyBlock(cx.children(def, blocks ? 'block' : 'inline')));
  }
  cx.state.glossary.push({ id: attrOf(entry, 'id'), term, definition });
}

const glossary: Handler = (el, cx) => {
  collectSec(el, cx);
  return undefined;
};

export const glossaryHandlers = { glossary };
