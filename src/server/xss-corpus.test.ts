import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { IngestError, readArticleFile } from '#src/ingest/read-article.server.ts';
import { renderArticleHtml } from '#src/web/article-body-renderer.ts';

/**
 * Safety (ARCHITECTURE.md; the brief's "author content untrusted"): every crafted article of tests/xss is mapped and rendered exactly as the
 * server renders a page, and nothing that could run script survives: no script-capable
 * element, no event-handler or style attribute, no script URL even in inert data-* attributes, no URL other than http(s), mailto, in-page or
 * site-relative. (Lives in src/server because it needs both the ingest and the web layer.)
 */
const XSS = path.resolve('tests/xss');
const filesIn = (dir: string) =>
  readdirSync(path.join(XSS, dir))
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => path.join(XSS, dir, f));
const ARTICLES = [...filesIn('jats'), ...filesIn('elsevier')];
const REJECTED = filesIn('rejected');
const MAX_BYTES = 20 * 1024 * 1024;

const FORBIDDEN_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, applet, svg, foreignObject, animate, set, image, ' +
  'base, meta, link, form, input, button:not([type="button"]), textarea, select, template, noscript, ' +
  'annotation-xml, mglyph, maction, html, body, head, title';

const FORBIDDEN_ATTRIBUTES = new Set([
  'style',
  'srcdoc',
  'srcset',
  'action',
  'formaction',
  'background',
  'data',
  'xlink:href',
  'xmlns',
  'xmlns:xlink',
  'http-equiv',
  'autofocus',
  'poster',
  'codebase',
  'dynsrc',
  'lowsrc',
  'ping',
  'target',
]);
const URL_ATTRIBUTES = ['href', 'src', 'cite', 'longdesc', 'usemap', 'manifest'];
/** Text for people (names, alt text): it may quote a script URL as words; it is never loaded. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'alt']);
const SAFE_URL = /^(?:https?:\/\/[^\s/\\]|mailto:|#[A-Za-z0-9_.:-]+$|\/(?![/\\]))/;
const SCRIPT_URL = /(?:^|[\s"'(=])(?:javascript|vbscript|livescript|data)\s*:/i;

async function render(file: string, variant: 'full' | 'abstract'): Promise<{ html: string; doc: Document }> {
  const { model } = await readArticleFile(file, MAX_BYTES);
  const html = renderArticleHtml(model, variant);
  const window = new Window();
  window.document.body.innerHTML = html;
  return { html, doc: window.document as unknown as Document };
}

describe('the hostile-content corpus', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('holds at least 40 crafted articles, JATS and Elsevier', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(40);
    expect(filesIn('jats').length).toBeGreaterThan(0);
    expect(filesIn('elsevier').length).toBeGreaterThan(0);
  });

  describe.each(ARTICLES.map((f) => [path.relative(XSS, f), f]))('%s', (name, file) => {
    it.each(['full', 'abstract'] as const)('%s page: nothing executable survives', async (variant) => {
      const { html, doc } = await render(file, variant);
      const caseId = /([je]\d\d)-/.exec(name)![1]!.toUpperCase();
      // The page is really there: its title (and, in full, its text) render.
      expect(doc.body.textContent).toContain(`XSS case ${caseId}:`);
      if (variant === 'full') expect(doc.body.textContent).toContain(`Case ${caseId} body text.`);

      // The page's own "Export citation" form (features/export-citation) is the one form allowed:
      // exactly one, with its fixed action and fields; it is taken out before the scan of the rest.
      const forms = doc.body.querySelectorAll('form');
      expect(forms.length).toBe(1);
      expect([forms[0]!.className, forms[0]!.getAttribute('action'), forms[0]!.getAttribute('method')]).toEqual([
        'export-citation',
        '/sdfe/arp/cite',
        'get',
      ]);
      expect([...forms[0]!.querySelectorAll('input, select, button')].map((c) => c.getAttribute('name') ?? c.getAttribute('type'))).toEqual(
        ['pii', 'format', 'withabstract', 'submit'],
      );
      forms[0]!.remove();
      expect(doc.body.querySelectorAll(FORBIDDEN_ELEMENTS).length, doc.body.querySelector(FORBIDDEN_ELEMENTS)?.outerHTML).toBe(0);
      expect(html).not.toMatch(/<(?:script|style|iframe|svg|object|embed)\b/i);
      for (const el of doc.body.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) {
          const where = `<${el.tagName.toLowerCase()} ${attr}="${el.getAttribute(attr)}">`;
          expect(attr.toLowerCase().startsWith('on'), where).toBe(false);
          expect(FORBIDDEN_ATTRIBUTES.has(attr.toLowerCase()), where).toBe(false);
          if (!TEXT_ATTRIBUTES.has(attr)) expect(el.getAttribute(attr) ?? '', where).not.toMatch(SCRIPT_URL);
          if (URL_ATTRIBUTES.includes(attr.toLowerCase())) expect(el.getAttribute(attr), where).toMatch(SAFE_URL);
        }
      }
      for (const el of doc.querySelectorAll('[id]')) expect(el.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
    });
  });

  it.each(REJECTED.map((f) => [path.relative(XSS, f), f]))('%s is refused by the parser, with its line and reason', async (name, file) => {
    const read = readArticleFile(file, MAX_BYTES);
    await expect(read).rejects.toBeInstanceOf(IngestError);
    await expect(read).rejects.toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+ `));
    expect(name).toMatch(/^rejected\//);
  });
});
