import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { testArticle, testAuthor } from '#tests/factories/article-model.ts';
import { ArticleHeader } from './article-header.tsx';
import { articleTypeLabel, citationParts, formatDate, historyEntries, licenceName } from './format.ts';

// The header only needs text from its renderer here; the real one comes from article-body.
const renderText = (nodes: readonly ContentNode[] | undefined): ReactNode => textOf(nodes);

function dom(article: ArticleModel, rightsUrl?: string): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(
    <ArticleHeader article={article} ids={new Set()} renderNodes={renderText} rightsUrl={rightsUrl} />,
  );
  return window.document as unknown as Document;
}

describe('formatDate', () => {
  it.each([
    ['2013-03-12', '12 March 2013'],
    ['2013-03-02T00:00:00Z', '2 March 2013'],
    ['2013-12', 'December 2013'],
    ['2013', '2013'],
    ['2013-13-01', '2013'],
    ['Spring 2013', 'Spring 2013'],
  ])('%s → %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });
});

describe('historyEntries (spec 001 §3: Received, Revised, Accepted, Available online, Version of Record)', () => {
  it('keeps the order and only the dates present', () => {
    const entries = historyEntries({
      versionOfRecord: '2015-05-01',
      accepted: '2015-04-19',
      received: '2015-01-08',
      revised: ['2015-02-01', '2015-03-01'],
    });
    expect(entries.map((e) => `${e.label} ${e.date}`)).toEqual([
      'Received 8 January 2015',
      'Revised 1 February 2015',
      'Revised 1 March 2015',
      'Accepted 19 April 2015',
      'Version of Record 1 May 2015',
    ]);
  });
});

describe('citation line, article type and licence name', () => {
  it.each<[Partial<ArticleModel>, string[]]>([
    [
      { volume: '230', issue: '4', firstPage: '2137', lastPage: '2161', dates: { published: '2012-07-10' } },
      ['Volume 230', 'Issue 4', '2012', 'Pages 2137\u20132161'],
    ],
    [{ volume: '4', articleNumber: 'e06416', dates: { published: '2015' } }, ['Volume 4', '2015', 'Article e06416']],
    [{ firstPage: '7', lastPage: '7', dates: {} }, ['Page 7']],
  ])('%j → %j', (fields, parts) => {
    expect(citationParts({ dates: {}, ...fields })).toEqual(parts);
  });

  it.each([
    ['research-article', 'xx', 'Research article'],
    ['', 'rev', 'Review article'],
    ['registered-report', '', 'Registered report'],
    ['other', '', undefined],
  ])('type %j / %j → %j', (articleType, documentSubtype, label) => {
    expect(articleTypeLabel({ articleType, documentSubtype })).toBe(label);
  });

  it.each([
    ['http://creativecommons.org/licenses/by/4.0/', 'CC BY 4.0'],
    ['https://creativecommons.org/licenses/by-nc-nd/3.0/', 'CC BY-NC-ND 3.0'],
    ['http://creativecommons.org/publicdomain/zero/1.0/', 'CC0 1.0'],
    ['https://example.org/licence', undefined],
  ])('%s → %j', (url, name) => {
    expect(licenceName(url)).toBe(name);
  });
});

describe('ArticleHeader', () => {
  const article = testArticle({
    authors: [
      testAuthor(1, { affiliationIds: ['aff1'], orcid: 'http://orcid.org/0000-0002-1825-0097', footnoteIds: ['equal'] }),
      testAuthor(2, {
        affiliationIds: ['aff1', 'aff2'],
        isCorresponding: true,
        correspondenceIds: ['cor1'],
        eAddresses: [{ type: 'email', value: 'two@example.org' }],
      }),
      testAuthor(3, {
        kind: 'collaboration',
        name: { display: 'Phage Hunters' },
        members: [
          { name: { display: 'A B' }, affiliationIds: [] },
          { name: { display: 'C D' }, affiliationIds: [] },
        ],
      }),
      testAuthor(4, { contribType: 'editor', name: { display: 'Roberto Kolter' } }),
    ],
    affiliations: [
      { id: 'aff1', label: '1', text: 'University of Pittsburgh, United States' },
      { id: 'aff2', label: '2', text: 'HHMI, United States' },
    ],
    correspondences: [{ id: 'cor1', children: [{ text: 'gfh@pitt.edu' }] }],
    footnotes: [
      { id: 'equal', label: '\u2020', children: [{ text: 'These authors contributed equally' }] },
      { id: 'con1', children: [{ text: 'Contributions' }] },
    ],
  });
  const doc = dom(article);

  it('shows the publication line, type, subjects and the title as the only h1', () => {
    expect(doc.querySelector('.publication-line')?.textContent).toBe('eLife, Volume 4, 2015, Article e06416');
    expect(doc.querySelector('.article-type')?.textContent).toBe('Research article');
    expect([...doc.querySelectorAll('.article-subjects li')].map((li) => li.textContent)).toEqual(['Microbiology and infectious disease']);
    expect(doc.querySelectorAll('h1').length).toBe(1);
    expect(doc.querySelector('h1')?.textContent).toBe('Whole genome comparison of mycobacteriophages');
  });

  it('lists byline authors with affiliation markers linking to the affiliation list', () => {
    const names = [...doc.querySelectorAll('.author-list .author-name')].map((n) => n.textContent);
    expect(names).toEqual(['Given1 Surname1', 'Given2 Surname2', 'Phage Hunters']);
    const markers = [...doc.querySelectorAll('.author-list li')[1]!.querySelectorAll('a.aff-marker')];
    expect(markers.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#aff1', 'Affiliation 1'],
      ['#aff2', 'Affiliation 2'],
    ]);
    expect(doc.querySelector('#aff1')?.textContent).toBe('1University of Pittsburgh, United States');
  });

  it('links ORCID with an accessible name, marks the corresponding author once, links email', () => {
    const orcid = doc.querySelector('a.orcid-link')!;
    expect(orcid.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(orcid.getAttribute('aria-label')).toBe('ORCID profile of Given1 Surname1');
    const second = doc.querySelectorAll('.author-list li')[1]!;
    expect(second.querySelectorAll('.corresp-marker').length).toBe(1);
    expect(second.querySelector('a.corresp-marker')?.getAttribute('href')).toBe('#cor1');
    expect(second.querySelector('a.author-email')?.getAttribute('href')).toBe('mailto:two@example.org');
    expect(doc.querySelector('#cor1')?.textContent).toContain('gfh@pitt.edu');
  });

  it('shows labelled author notes in the header and links them', () => {
    expect(doc.querySelector('a.note-marker')?.getAttribute('href')).toBe('#equal');
    expect(doc.querySelector('#equal')?.textContent).toContain('These authors contributed equally');
    expect(doc.body.textContent).not.toContain('Contributions');
  });

  it('names collaboration members by count only and offers the full list', () => {
    expect(doc.querySelector('.author--collaboration')?.textContent).toContain('(2 members)');
    expect(doc.body.textContent).not.toContain('A B');
    const button = doc.querySelector('button[data-action="show-all-authors"]')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('Show all 5 authors');
    expect(button.getAttribute('data-pii')).toBe(article.pii);
  });

  it('shows dates, DOI link, open access label, licence and copyright', () => {
    expect(doc.querySelector('.article-history')?.textContent).toBe('Received 8 January 2015, Accepted 19 April 2015');
    const doi = doc.querySelector('.article-doi a')!;
    expect(doi.getAttribute('href')).toBe('https://doi.org/10.7554/eLife.06416');
    expect(doc.querySelector('.oa-badge')?.textContent).toBe('open access');
    expect(doc.querySelector('a[rel="license"]')?.textContent).toBe('CC BY 4.0');
    expect(doc.querySelector('.copyright-line')?.textContent).toBe('© 2015, Pope et al');
  });

  it('folds affiliations, correspondence, author notes and history into the author banner, closed, behind Show more / Show less (001 §4)', () => {
    const banner = doc.querySelector('details.author-banner')!;
    expect(banner.hasAttribute('open')).toBe(false);
    const summary = banner.querySelector(':scope > summary')!;
    expect([...summary.querySelectorAll('span')].map((s) => [s.className, s.textContent])).toEqual([
      ['author-banner__more', 'Show more'],
      ['author-banner__less', 'Show less'],
    ]);
    for (const selector of ['.affiliations', '#cor1', '.author-notes', '.article-history']) {
      expect(banner.querySelector(selector), selector).not.toBeNull();
    }
    // The byline, DOI, licence and copyright stay outside it.
    for (const selector of ['.author-list', '.article-doi', '.article-licence', '.copyright-line']) {
      expect(doc.querySelector(selector)?.closest('details'), selector).toBeNull();
    }
  });

  it('has no author banner when there is nothing to fold', () => {
    const bare = testArticle({ authors: [testAuthor(1)], affiliations: [], correspondences: [], footnotes: [], dates: {} });
    expect(dom(bare).querySelector('.author-banner')).toBeNull();
  });

  it('labels open archive articles (spec 000 §9)', () => {
    expect(dom(testArticle({ openAccess: false, openArchive: true })).querySelector('.oa-badge')?.textContent).toBe('open archive');
  });
});

describe('long author lists (spec 000 §9: cut at 20, then an ellipsis and the last author)', () => {
  it.each([
    [5, 5, false],
    [21, 21, false],
    [22, 21, true],
    [2850, 21, true],
  ])('%i authors → %i rendered, cut %s', (count, rendered, cut) => {
    const authors = Array.from({ length: count }, (_, i) => testAuthor(i + 1));
    const doc = dom(testArticle({ authors }));
    const names = [...doc.querySelectorAll('.author-name')].map((n) => n.textContent);
    expect(names.length).toBe(rendered);
    expect(names[names.length - 1]).toBe(`Given${count} Surname${count}`);
    expect(doc.querySelector('.author-ellipsis') !== null).toBe(cut);
    const button = doc.querySelector('button[data-action="show-all-authors"]');
    expect(button?.textContent ?? null).toBe(cut ? `Show all ${count.toLocaleString('en-US')} authors` : null);
    if (cut) {
      expect(names[19]).toBe('Given20 Surname20');
      expect(doc.body.textContent).not.toContain('Given21 Surname21');
    }
  });

  it('keeps the page small for thousands of authors', () => {
    const authors = Array.from({ length: 2850 }, (_, i) => testAuthor(i + 1));
    const html = renderToString(<ArticleHeader article={testArticle({ authors })} ids={new Set()} renderNodes={renderText} />);
    expect(html.length).toBeLessThan(15_000);
  });
});

describe('author safety', () => {
  it('anonymous authors are plain text; unsafe profile links are dropped', () => {
    const doc = dom(
      testArticle({
        authors: [
          testAuthor(1, { role: 'anonymous', href: 'https://example.org/p' }),
          testAuthor(2, { href: 'javascript:alert(1)', orcid: 'javascript:alert(1)' }),
          testAuthor(3, { href: 'https://example.org/profile/3' }),
        ],
      }),
    );
    const names = doc.querySelectorAll('.author-name');
    expect(names[0]?.tagName).toBe('SPAN');
    expect(names[1]?.tagName).toBe('BUTTON');
    expect(names[2]?.tagName).toBe('A');
    expect(names[2]?.getAttribute('href')).toBe('https://example.org/profile/3');
    expect(doc.querySelector('.orcid-link')).toBeNull();
  });
});

describe('author entries (spec 000 §4 "Author list")', () => {
  const doc = dom(
    testArticle({
      authors: [
        testAuthor(1, {
          orcid: '0000-0002-1825-0097',
          isCorresponding: true,
          correspondenceIds: ['cor1', 'cor2'],
          eAddresses: [
            { type: 'email', value: 'one@example.org' },
            { type: 'email', value: 'two@example.org' },
            { type: 'url', value: 'https://lab.example.org/one' },
            { type: 'social-media', value: 'https://social.example/@one' },
          ],
        }),
        testAuthor(2, { orcid: '0000-0002-1825-0098' }),
      ],
      correspondences: [
        { id: 'cor1', children: [{ text: 'a' }] },
        { id: 'cor2', children: [{ text: 'b' }] },
      ],
    }),
  );
  const [first, second] = [...doc.querySelectorAll('.author-list li')];

  it('other authors are buttons that open the Author side panel by content type and id', () => {
    const button = first!.querySelector('button.author-name')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-content-type')).toBe('author');
    expect(button.getAttribute('data-content-id')).toBe('author-1');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.textContent).toBe('Given1 Surname1');
  });

  it('shows the correspondence icon once, and the email and web icons once each', () => {
    expect(first!.querySelectorAll('.corresp-marker').length).toBe(1);
    const email = first!.querySelectorAll('a.author-email');
    expect([...email].map((a) => a.getAttribute('href'))).toEqual(['mailto:one@example.org']);
    const web = first!.querySelectorAll('a.author-web');
    expect([...web].map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')])).toEqual([
      ['https://lab.example.org/one', 'Website of Given1 Surname1'],
    ]);
  });

  it('draws the ORCID iD icon as inline SVG and leaves out an iD with a wrong check character', () => {
    const orcid = first!.querySelector('a.orcid-link')!;
    expect(orcid.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097');
    const svg = orcid.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('path').length).toBe(2);
    expect(second!.querySelector('.orcid-link')).toBeNull();
  });

  it('numbers entries by their place in the byline, also the last one after the cut', () => {
    expect([first, second].map((li) => li!.getAttribute('data-author-index'))).toEqual(['0', '1']);
    const many = dom(testArticle({ authors: Array.from({ length: 30 }, (_, i) => testAuthor(i + 1)) }));
    const indexes = [...many.querySelectorAll('.author-list li[data-author-index]')].map((li) => li.getAttribute('data-author-index'));
    expect(indexes.slice(-2)).toEqual(['19', '29']);
    expect(many.querySelector('button[data-action="show-all-authors"]')?.getAttribute('data-total')).toBe('30');
    expect(many.querySelector('[role="status"]')?.textContent).toBe('');
  });
});

describe('Rights and content (001 §5, §9)', () => {
  const template = 'https://rights.example.org/request?content={pii}&doi={doi}';
  it.each([
    [
      'a research article, the feature on: the link, with the PII and DOI encoded',
      'fla',
      template,
      'https://rights.example.org/request?content=S0000000000000042&doi=10.7554%2FeLife.06416',
    ],
    ['an erratum (a free document subtype): no link', 'err', template, null],
    ['a retraction (free): no link', 'RET', template, null],
    ['the feature off (no LECTERN_RIGHTS_URL): no link', 'fla', undefined, null],
  ])('%s', (_name, documentSubtype, rightsUrl, href) => {
    const doc = dom(testArticle({ pii: 'S0000000000000042', doi: '10.7554/eLife.06416', documentSubtype }), rightsUrl);
    const link = doc.querySelector('.rights-link a');
    expect(link?.getAttribute('href') ?? null).toBe(href);
    if (href) expect(link?.textContent).toBe('Rights and content');
  });
});
