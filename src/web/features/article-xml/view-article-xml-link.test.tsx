import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ViewArticleXmlLink } from './view-article-xml-link.tsx';

const PII = 'S0012821X13002185';

describe("'View article XML' link (spec 000 §2, §6)", () => {
  it.each(['PRIVILEGED', 'DATA_CHECKOUT'])('%s users see it, pointing at the XML view', (privilegeType) => {
    expect(renderToString(<ViewArticleXmlLink pii={PII} privilegeType={privilegeType} entitledToken="tok" />)).toBe(
      `<a class="view-article-xml" href="/sdfe/arp/pii/${PII}/xocs?entitledToken=tok">View article XML</a>`,
    );
  });

  it.each([null, undefined, '', 'STANDARD', 'privileged'])('privilege %j: nothing is rendered', (privilegeType) => {
    expect(renderToString(<ViewArticleXmlLink pii={PII} privilegeType={privilegeType} entitledToken="tok" />)).toBe('');
  });
});
