import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readArticleBuffer } from '#src/ingest/read-article.server.ts';
import { ELLIPSIS, PREVIEW_REFERENCES_SHOWN, previewOf } from '#src/web/ui/article-preview.ts';
import { isText, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { PreviewAside } from '#src/web/features/preview/preview-aside.tsx';
import type { PromptReader } from '#src/web/features/preview/preview-prompt.tsx';
import type { AccessOptions } from '#src/shared/article/article-page-state.ts';
import { ANONYMOUS_READER } from '#src/shared/access/reader.ts';

const NO_ACCESS_OPTIONS: AccessOptions = { linkType: null, linkUrl: null, remoteAccessOptions: null };
import { renderArticleHtml } from '#src/web/routes/article-content.tsx';
import { SAMPLES } from '#tests/setup/samples.ts';

/**
 * The preview layout of 001 §2 rendered from real sample articles: what a reader without the
 * full text receives. Nothing of the body beyond previewOf's snippets may be in the HTML.
 */
function dom(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

function paragraphs(nodes: readonly ContentNode[] | undefined, out: string[] = []): string[] {
  for (const n of nodes ?? []) {
    if (isText(n)) continue;
    const el = n as ElementNode;
    if (el.type === 'para')
      out.push(
        (el.children ?? [])
          .map((c) => (isText(c) ? c.text : ''))
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    else paragraphs(el.children, out);
  }
  return out;
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

describe.each([
  ['eLife 00005', SAMPLES.elife00005],
  ['PLOS with 810 references', SAMPLES.plos810],
  ['Elsevier', SAMPLES.elsevier],
])('preview of %s', (_name, file) => {
  const { model } = readArticleBuffer(file, readFileSync(file));
  const preview = previewOf(model, { citedByCount: 4 });
  const html = renderArticleHtml(model, 'preview', '/media', { citedByCount: 4 });
  const doc = dom(html);
  const text = squash(doc.body.textContent);

  it('shows Abstract, Introduction, Section snippets, References (count) and Cited by (count) in order', () => {
    const headings = [...doc.querySelectorAll('.article-preview > section > h2, .article-preview > div > section > h2')].map((h) =>
      squash(h.textContent),
    );
    const order = ['Introduction', 'Section snippets', `References (${model.references.length})`, 'Cited by (4)'];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    expect(doc.querySelector('#preview-section-abstract')).not.toBeNull();
  });

  it('reveals no body paragraph whole beyond the short snippets', () => {
    const long = paragraphs(model.body).filter((p) => p.length > 300);
    expect(long.length).toBeGreaterThan(0);
    for (const p of long) expect(text).not.toContain(p.slice(0, 300));
    expect(doc.querySelector('.article-body')).toBeNull();
    expect(doc.querySelectorAll('figure').length).toBe(0);
    expect(preview.introduction?.snippet.endsWith(ELLIPSIS)).toBe(true);
    expect(text).toContain(preview.introduction!.snippet);
  });

  it('lists half the references (at most 50), the first 10 shown and the rest behind View more references', () => {
    const expected = model.references.length > 2 ? Math.min(50, Math.floor(model.references.length / 2)) : model.references.length;
    expect(doc.querySelectorAll('.preview-reference')).toHaveLength(expected);
    const first = doc.querySelector('.preview-references');
    expect(first?.querySelectorAll('.preview-reference')).toHaveLength(Math.min(PREVIEW_REFERENCES_SHOWN, expected));
    if (expected > PREVIEW_REFERENCES_SHOWN)
      expect(squash(doc.querySelector('section details > summary')?.textContent)).toBe('View more references');
  });

  it('numbers references once: a list of labelled references is numbered by its labels only', () => {
    const lists = [...doc.querySelectorAll('.article-preview ol')].filter((ol) => ol.querySelector('.preview-reference'));
    const labelled = model.references.some((r) => r.label);
    for (const ol of lists) expect(ol.classList.contains('preview-references--labelled')).toBe(labelled);
  });

  it('has an Article preview table of contents of the non-empty sections whose links all land', () => {
    const aside = dom(
      renderToString(
        <PreviewAside
          toc={preview.toc}
          pageState={{
            entitled: false,
            isContentVisible: false,
            displayViewFullText: false,
            isCorpReq: false,
            accessOptions: NO_ACCESS_OPTIONS,
          }}
          currentUrl="/x"
        />,
      ),
    );
    expect(squash(aside.querySelector('nav h2')?.textContent)).toBe('Article preview');
    const links = [...aside.querySelectorAll('nav a')];
    expect(links.map((a) => squash(a.textContent))).toEqual(['Abstract', 'Introduction', 'Section snippets', 'References', 'Cited by']);
    for (const a of links) expect(doc.getElementById(a.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(aside.body.textContent).not.toContain('View full text');
  });
});

describe('preview access prompts (001 §6)', () => {
  const render = (
    state: { entitled: boolean; isContentVisible: boolean; displayViewFullText: boolean; isCorpReq: boolean },
    access?: PromptReader,
    accessOptions = NO_ACCESS_OPTIONS,
  ) =>
    dom(
      renderToString(
        <PreviewAside
          toc={[]}
          pageState={{ ...state, accessOptions }}
          currentUrl="/science/article/pii/S0960148113002048"
          access={access}
        />,
      ),
    );

  it('tells a reader with access and links the full text, with viewFullText=true for a corporate request', () => {
    const doc = render({ entitled: true, isContentVisible: true, displayViewFullText: false, isCorpReq: true });
    expect(doc.body.textContent).toContain('You have access to this article');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/science/article/pii/S0960148113002048?viewFullText=true');
  });

  it('shows a disabled View full text prompt to a reader without entitlement', () => {
    const doc = render({ entitled: false, isContentVisible: false, displayViewFullText: true, isCorpReq: false });
    const link = doc.querySelector('a');
    expect(squash(link?.textContent)).toBe('View full text');
    expect(link?.getAttribute('aria-disabled')).toBe('true');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('tells an anonymous reader of a paid article what it can do: sign in, institution, purchase', () => {
    const state = { entitled: false, isContentVisible: false, displayViewFullText: false, isCorpReq: false };
    const access = { pii: 'S0960148113002048', reader: ANONYMOUS_READER };
    const doc = render(state, access, {
      linkType: 'PURCHASE',
      linkUrl: '/science/article/pii/S0960148113002048',
      remoteAccessOptions: null,
    });
    const options = doc.querySelector('ul[aria-labelledby="preview-access-options-title"]');
    expect(squash(doc.getElementById('preview-access-options-title')?.textContent)).toBe('Get access to the full text of this article');
    expect([...(options?.querySelectorAll('a') ?? [])].map((a) => [squash(a.textContent), a.getAttribute('href')])).toEqual([
      ['Sign in', '/user/login?targetURL=%2Fscience%2Farticle%2Fpii%2FS0960148113002048'],
      ['Access through your institution', '/user/institution/login?targetUrl=%2Fscience%2Farticle%2Fpii%2FS0960148113002048'],
      ['Purchase this article', '/science/article/pii/S0960148113002048/purchase'],
    ]);
    // No purchase offered: no purchase link.
    expect(render(state, access).body.textContent).not.toContain('Purchase this article');
  });
});
