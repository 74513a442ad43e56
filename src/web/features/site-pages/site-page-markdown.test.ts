import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#src/shared/site/site-settings.ts';
import { DEFAULT_SITE_PAGES, sitePageContent, sitePageFromMarkdown } from './site-page-markdown.ts';
import { inlineText, isSafeContentHref, SITE_PAGE_SLUGS, type Block, type Inline, type SitePageContent } from './site-pages.ts';

const SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  siteName: 'Example *Journals*',
  publisherName: 'example press',
  contactEmail: 'journals@example.org',
};

const parts = (page: SitePageContent): Inline[] =>
  [...page.intro, ...page.sections.flatMap((s) => s.blocks)].flatMap((b: Block) =>
    b.kind === 'paragraph' ? b.content : b.kind === 'list' ? b.items.flat() : b.rows.flat(2),
  );

describe('site pages from Markdown', () => {
  it('ships a Markdown page for every slug, each with a title, a description and sections', () => {
    for (const slug of SITE_PAGE_SLUGS) {
      const page = sitePageContent(slug, DEFAULT_SITE_SETTINGS);
      expect(DEFAULT_SITE_PAGES[slug]).toMatch(/^---\ntitle: /);
      expect(page.title).not.toContain('{{');
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.sections.length).toBeGreaterThan(0);
      expect(JSON.stringify(page)).not.toMatch(/\{\{|\{#/);
    }
  });

  it('takes the front matter, sections with their ids, lists, links, code and placeholders', () => {
    const page = sitePageFromMarkdown(
      'about',
      '---\ntitle: About {{siteName}}\ndescription: By {{publisherName}}.\n---\n\n{{PublisherName}} runs {{siteName}}.\n\n## Find articles {#find}\n\n- [Search](/search) — all articles.\n- `{{downloadCapStorageKey}}` and {{pdfDaily}} PDFs a day\n\n## Plain heading\n\n| A | B |\n|---|---|\n| `x` | [y](/y) |\n',
      SETTINGS,
    );
    expect(page.title).toBe('About Example *Journals*');
    expect(page.description).toBe('By example press.');
    expect(page.intro).toEqual([{ kind: 'paragraph', content: ['Example press runs Example *Journals*.'] }]);
    expect(page.sections.map((s) => [s.id, s.heading])).toEqual([
      ['find', 'Find articles'],
      ['plain-heading', 'Plain heading'],
    ]);
    expect(page.sections[0]?.blocks).toEqual([
      {
        kind: 'list',
        items: [
          [{ text: 'Search', href: '/search' }, ' — all articles.'],
          [{ code: 'lectern:download-caps' }, ` and ${SETTINGS.downloadLimits.pdfDaily} PDFs a day`],
        ],
      },
    ]);
    expect(page.sections[1]?.blocks).toEqual([
      { kind: 'table', caption: 'Plain heading', columns: ['A', 'B'], rows: [[[{ code: 'x' }], [{ text: 'y', href: '/y' }]]] },
    ]);
  });

  it('lets no HTML through: raw tags stay text, unsafe links stay unlinked', () => {
    const page = sitePageFromMarkdown(
      'terms',
      '---\ntitle: T\n---\n\n<script>alert(1)</script>\n\nSee <img src=x onerror=alert(1)> and [this](javascript:alert(1)).\n',
      SETTINGS,
    );
    const all = parts(page);
    expect(
      all
        .filter((p) => typeof p === 'object' && 'href' in p)
        .every((p) => typeof p === 'object' && 'href' in p && !isSafeContentHref(p.href)),
    ).toBe(true);
    expect(page.intro.map((b) => (b.kind === 'paragraph' ? inlineText(b.content) : ''))).toEqual([
      '<script>alert(1)</script>',
      'See <img src=x onerror=alert(1)> and this.',
    ]);
  });

  it('expands {{contact: …}} and {{cookie-table}}, and the operator text replaces the default', () => {
    const withContact = sitePageFromMarkdown(
      'support',
      '---\ntitle: Help\n---\n\n{{contact: Support}}\n\n## Cookies\n\n{{cookie-table}}\n',
      SETTINGS,
    );
    expect(withContact.intro).toEqual([
      {
        kind: 'paragraph',
        content: [
          'Write to ',
          { text: 'journals@example.org', href: 'mailto:journals@example.org' },
          ' with “Support” in the subject line.',
        ],
      },
    ]);
    expect(withContact.sections[0]?.blocks[0]).toMatchObject({
      kind: 'table',
      caption: 'Cookies this site sets',
      columns: ['Cookie', 'Kind', 'Why', 'How long'],
    });
    expect(sitePageContent('about', SETTINGS, '---\ntitle: Our story\n---\n\nWe publish.\n').title).toBe('Our story');
    expect(sitePageContent('about', SETTINGS).title).toBe('About Example *Journals*');
  });
});
