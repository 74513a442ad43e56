import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import { testArticle, testAuthor } from '#tests/factories/article-model.ts';
import { ArticleContent, renderArticleHtml } from './article-content.tsx';

const t = (text: string): ContentNode => ({ text });
const el = (type: string, attrs: ElementNode['attrs'], ...children: ContentNode[]): ElementNode => ({ type, attrs, children });

const article = testArticle({
  authors: [testAuthor(1, { affiliationIds: ['aff1'] })],
  affiliations: [{ id: 'aff1', text: 'University of Pittsburgh' }],
  abstracts: [
    {
      id: 'abstract1',
      kind: 'author',
      children: [
        el('para', undefined, t('We compare ')),
        el('para', undefined, el('cross-ref', { refid: 'bib1', refType: 'bibr' }, t('[1]'))),
      ],
    },
  ],
  keywords: [{ terms: ['phage'] }],
  body: [
    el(
      'section',
      { id: 's1' },
      el('section-title', undefined, t('Introduction')),
      el('para', { id: 'main' }, t('Phages '), el('cross-ref', { refid: 'fig1', refType: 'fig' }, t('Figure 1')), t('.')),
      el('figure', { id: 'fig1', label: 'Figure 1' }, el('caption', undefined, el('title', undefined, t('Overview.')))),
      el('section', { id: 's1.1' }, el('section-title', undefined, t('Background')), el('para', undefined, t('Deeper.'))),
    ),
  ],
  back: [el('acknowledgment', { id: 'ack' }, el('para', undefined, t('We thank…')))],
  funding: [{ source: 'HHMI', awardIds: [] }],
  footnotes: [{ id: 'references', children: [el('para', undefined, t('a footnote with a clashing id'))] }],
  references: [{ id: 'bib1', label: '1', kind: 'journal', contribution: { authors: [] }, host: {}, text: 'Hatfull GF (2012) Phages.' }],
  subArticles: [
    { id: 'SA1', kind: 'decision-letter', title: 'Decision letter', authors: [], body: [el('para', undefined, t('Accepted.'))] },
  ],
});

function dom(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

afterEach(() => vi.restoreAllMocks());

describe('renderArticleHtml (full)', () => {
  const html = renderArticleHtml(article, 'full');
  const doc = dom(html);

  it('is the same markup as the ArticleContent component', () => {
    expect(html).toBe(renderToString(<ArticleContent article={article} variant="full" />));
  });

  it('composes header, abstract, keywords, body, back matter, references and sub-articles in order', () => {
    expect([...doc.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Whole genome comparison of mycobacteriophages',
      'H2 Abstract',
      'H2 Keywords',
      'H2 Introduction',
      'H3 Background',
      'H2 Acknowledgments',
      'H2 Funding',
      'H2 Footnotes',
      'H2 References',
      'H2 Decision letter',
    ]);
    expect(doc.querySelector('.article-content')?.getAttribute('lang')).toBe('en');
  });

  it('cross-refs point at ids that exist on the page', () => {
    for (const a of doc.querySelectorAll('a.xref')) {
      const id = a.getAttribute('href')!.slice(1);
      expect(doc.getElementById(id), id).not.toBeNull();
    }
    expect(doc.querySelector('#references h2')?.textContent).toBe('References');
  });

  it('never repeats an id, nor takes the layout\'s ("main")', () => {
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('main');
  });

  it('renders italics in the title through the body renderer', () => {
    expect(doc.querySelector('h1 i')?.textContent).toBe('mycobacteriophages');
  });
});

describe('renderArticleHtml (abstract)', () => {
  it('shows header, abstracts and keywords only', () => {
    const doc = dom(renderArticleHtml(article, 'abstract'));
    expect([...doc.querySelectorAll('h1, h2')].map((h) => h.textContent)).toEqual([
      'Whole genome comparison of mycobacteriophages',
      'Abstract',
      'Keywords',
    ]);
    expect(doc.querySelector('.article-body')).toBeNull();
    expect(doc.querySelector('#references')).toBeNull();
  });
});

describe('a part that fails to render (spec 000 §8)', () => {
  it('is left out and logged with console.error; the rest still shows', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A malformed stored reference (no contribution) makes the reference list throw.
    const broken = { ...article, references: [{ id: 'x', text: 'x' } as unknown as (typeof article.references)[number]] };
    const doc = dom(renderArticleHtml(broken, 'full'));
    expect(doc.querySelector('#references')).toBeNull();
    expect(doc.querySelector('h1')).not.toBeNull();
    expect(doc.querySelector('#SA1')).not.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('Unable to render the references');
  });

  it("a body that fails shows the spec's message in its place (001 §8), and the references still show", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A malformed stored node (children not a list) makes the body throw while rendering.
    const brokenBody = { ...article, body: [{ type: 'para', id: 'p-x', children: 5 } as unknown as (typeof article.body)[number]] };
    const doc = dom(renderArticleHtml(brokenBody, 'full'));
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe(
      'Sorry, something went wrong. Please try again and make sure cookies are enabled',
    );
    expect(doc.querySelector('#references')).not.toBeNull();
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('Unable to render the body');
  });
});

describe('untrusted metadata (header, references, sub-articles) never becomes executable markup', () => {
  const evil = '"><script>alert(1)</script>';
  const hostile = testArticle({
    pii: evil,
    doi: `10.1/x${evil}`,
    language: 'en" onload="alert(1)',
    title: [t(`<script>alert("title")</script>`)],
    subjects: [evil],
    publication: { title: evil, contentType: 'JL' },
    license: { url: 'javascript:alert(1)', text: evil },
    copyrightLine: evil,
    authors: [
      testAuthor(1, {
        id: evil,
        href: 'javascript:alert(1)',
        orcid: evil,
        affiliationIds: [evil],
        eAddresses: [{ type: 'email', value: 'x@y.z" onclick="alert(1)' }],
      }),
    ],
    affiliations: [{ id: evil, label: evil, text: evil }],
    relatedArticles: [{ relation: 'corrected-article', href: 'vbscript:msgbox(1)', text: evil }],
    references: [
      {
        id: evil,
        label: evil,
        kind: 'web',
        contribution: { authors: [] },
        host: { url: 'javascript:alert(1)' },
        text: evil,
        doi: evil,
        pmid: evil,
      },
    ],
    subArticles: [
      {
        id: evil,
        kind: evil,
        title: evil,
        doi: 'javascript:alert(1)',
        authors: [],
        body: [el('inter-ref', { href: 'data:text/html,x' }, t('x'))],
      },
    ],
  });
  const out = renderArticleHtml(hostile, 'full');
  const doc = dom(out);

  it('emits no script element and no event-handler or style attribute', () => {
    expect(doc.querySelectorAll('script, iframe, object, embed').length).toBe(0);
    for (const node of doc.querySelectorAll('*')) {
      for (const a of node.getAttributeNames()) expect(a.startsWith('on') || a === 'style', `${node.tagName} ${a}`).toBe(false);
    }
  });

  it('only safe hrefs, only sanitised ids, the unsafe language dropped', () => {
    for (const a of doc.querySelectorAll('[href]'))
      expect(a.getAttribute('href')).toMatch(/^(https:\/\/|mailto:|#[A-Za-z0-9_.:-]+$|\/[^/\\])/);
    for (const e of doc.querySelectorAll('[id]')) expect(e.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
    expect(out).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(doc.querySelector('.article-content')?.hasAttribute('lang')).toBe(false);
  });

  it('shows the hostile strings as text', () => {
    expect(doc.querySelector('h1')?.textContent).toBe('<script>alert("title")</script>');
    expect(doc.querySelector('.copyright-line')?.textContent).toBe(evil);
  });
});
