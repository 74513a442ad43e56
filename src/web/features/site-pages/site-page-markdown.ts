import { Lexer, type Token, type Tokens } from 'marked';
import { DOWNLOAD_CAP_STORAGE_KEY } from '#src/shared/access/downloads/download-caps.ts';
import type { SiteSettings } from '#src/shared/site/site-settings.ts';
import { ENTITLED_RECS_OPT_OUT_KEY } from '#src/web/ui/entitled-recommendations.ts';
import {
  CATEGORY_NAMES,
  documentedCookies,
  type Block,
  type Inline,
  type PageSection,
  type SitePageContent,
  type SitePageSlug,
} from './site-pages.ts';
import about from '../../../../content/site-pages/about.md?raw';
import advertise from '../../../../content/site-pages/advertise.md?raw';
import privacy from '../../../../content/site-pages/privacy.md?raw';
import support from '../../../../content/site-pages/support.md?raw';
import terms from '../../../../content/site-pages/terms.md?raw';

/** The pages as Lectern ships them (content/site-pages); only the route's loader imports this module. */
export const DEFAULT_SITE_PAGES: Readonly<Record<SitePageSlug, string>> = { about, advertise, support, terms, privacy };

/**
 * A content page with this installation's names, contact address and limits filled in: the
 * operator's Markdown for it (LECTERN_SITE_PAGES_DIR) when there is one, else the default.
 */
export function sitePageContent(slug: SitePageSlug, settings: SiteSettings, markdown?: string): SitePageContent {
  return sitePageFromMarkdown(slug, markdown ?? DEFAULT_SITE_PAGES[slug], settings);
}

/**
 * A site page written in Markdown (content/site-pages/<slug>.md, or the same file name in
 * LECTERN_SITE_PAGES_DIR) turned into the page's data. marked only tokenises: paragraphs,
 * bullet lists, tables, links and code become the blocks the page renders with React, so no
 * HTML in the file reaches the page as markup (raw HTML shows as text, unsafe links as plain
 * text). Front matter gives the title and description; `## Heading {#id}` starts a section.
 *
 * Placeholders take this installation's settings: {{siteName}}, {{publisherName}},
 * {{PublisherName}} (capitalised), {{pdfDaily}}, {{issueDaily}}, {{pdfsPerMinute}},
 * {{sessionDays}}, {{downloadCapStorageKey}}, {{entitledRecsOptOutKey}},
 * {{cookieConsentSentence}}; a paragraph that is only {{contact: Subject}} becomes the contact
 * sentence, and {{cookie-table}} the table of the cookies Lectern sets.
 */
export function sitePageFromMarkdown(slug: SitePageSlug, markdown: string, settings: SiteSettings): SitePageContent {
  const { meta, body } = frontMatter(markdown);
  const values = placeholderValues(settings);
  const fill = (text: string, escape: boolean) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return escape ? escapeMarkdown(value) : value;
    });
  const tokens = new Lexer().lex(fill(body, true));
  const intro: Block[] = [];
  const sections: PageSection[] = [];
  for (const token of tokens) {
    if (token.type === 'heading') {
      const { text, id } = headingParts(inlineText(token.tokens ?? []));
      sections.push({ id, heading: text, blocks: [] });
      continue;
    }
    const section = sections.at(-1);
    // A table needs a name (its caption and region label): its section's heading.
    const blocks = blocksOf(token, settings).map((block) =>
      block.kind === 'table' && !block.caption ? { ...block, caption: section?.heading ?? fill(meta.title ?? slug, false) } : block,
    );
    (section?.blocks ?? intro).push(...blocks);
  }
  return { slug, title: fill(meta.title ?? slug, false), description: fill(meta.description ?? '', false), intro, sections };
}

function frontMatter(markdown: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(markdown);
  if (!match) return { meta: {}, body: markdown };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { meta, body: markdown.slice(match[0].length) };
}

function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function days(n: number): string {
  return `${n} day${n === 1 ? '' : 's'}`;
}

function placeholderValues(s: SiteSettings): Record<string, string> {
  return {
    siteName: s.siteName,
    publisherName: s.publisherName,
    PublisherName: capitalised(s.publisherName),
    pdfDaily: String(s.downloadLimits.pdfDaily),
    issueDaily: String(s.downloadLimits.issueDaily),
    pdfsPerMinute: String(s.downloadLimits.pdfsPerMinute),
    sessionDays: days(s.sessionDays),
    downloadCapStorageKey: DOWNLOAD_CAP_STORAGE_KEY,
    entitledRecsOptOutKey: ENTITLED_RECS_OPT_OUT_KEY,
    cookieConsentSentence:
      s.cookieConsent === 'opt-out'
        ? 'Performance and functional cookies are on until you turn them off; targeting cookies only ever with your consent. '
        : 'Performance and functional cookies are off until you allow them. ',
  };
}

/** A setting's value as literal Markdown text (a site name with * or [ stays text). */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]<>#|!]/g, '\\$&');
}

function headingParts(text: string): { text: string; id: string } {
  const match = /^(.*?)\s*\{#([A-Za-z][\w-]*)\}\s*$/.exec(text);
  if (match) return { text: match[1] ?? '', id: match[2] ?? '' };
  return {
    text,
    id: text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  };
}

function inlineText(tokens: Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? inlineText(token.tokens) : 'text' in token ? token.text : token.raw))
    .join('');
}

/** Inline tokens → runs: links and code kept, emphasis flattened to its text, HTML as text. */
function inlines(tokens: Token[]): Inline[] {
  const out: Inline[] = [];
  const push = (part: Inline) => {
    const last = out.at(-1);
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  };
  for (const token of tokens) {
    if (token.type === 'link') push({ text: inlineText((token as Tokens.Link).tokens), href: (token as Tokens.Link).href });
    else if (token.type === 'codespan') push({ code: decodeEntities((token as Tokens.Codespan).text) });
    else if (token.type === 'br') push(' ');
    else if (token.type === 'html') push((token as Tokens.HTML).raw);
    else if ('tokens' in token && token.tokens) for (const part of inlines(token.tokens)) push(part);
    else if (token.type === 'escape' || token.type === 'text') push(decodeEntities((token as Tokens.Text).text));
    else push(token.raw);
  }
  return out;
}

/** marked encodes &, <, >, " and ' in text; the page's React rendering escapes them again. */
function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_whole, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );
}

function blocksOf(token: Token, settings: SiteSettings): Block[] {
  switch (token.type) {
    case 'paragraph': {
      const text = token.text.trim();
      const contact = /^\{\{\s*contact:\s*(.+?)\s*\}\}$/.exec(text);
      if (contact) return contactBlocks(settings, contact[1] ?? '');
      if (/^\{\{\s*cookie-table\s*\}\}$/.test(text)) return [cookieTable(settings)];
      return [{ kind: 'paragraph', content: inlines(token.tokens ?? []) }];
    }
    case 'list':
      return [
        {
          kind: 'list',
          items: (token as Tokens.List).items.map((item) =>
            inlines(item.tokens.flatMap((t) => ('tokens' in t && t.tokens ? t.tokens : [t]))),
          ),
        },
      ];
    case 'table': {
      const table = token as Tokens.Table;
      return [
        {
          kind: 'table',
          caption: '',
          columns: table.header.map((cell) => inlineText(cell.tokens)),
          rows: table.rows.map((row) => row.map((cell) => inlines(cell.tokens))),
        },
      ];
    }
    case 'code':
      return [{ kind: 'paragraph', content: [{ code: token.text }] }];
    case 'html':
      return token.text.trim() ? [{ kind: 'paragraph', content: [token.text.trim()] }] : [];
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.flatMap((t) => blocksOf(t, settings));
    default:
      return [];
  }
}

/** The contact sentence: the configured address, or how to configure it and where else to go. */
function contactBlocks(settings: SiteSettings, subject: string): Block[] {
  if (settings.contactEmail) {
    return [
      {
        kind: 'paragraph',
        content: [
          'Write to ',
          { text: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
          ` with “${subject}” in the subject line.`,
        ],
      },
    ];
  }
  return [
    {
      kind: 'paragraph',
      content: [
        `This site has no contact address yet. The site's operator publishes one by setting `,
        { code: 'LECTERN_CONTACT_EMAIL' },
        ` (for example `,
        { code: 'LECTERN_CONTACT_EMAIL=journals@example.org' },
        `) and restarting Lectern; it then appears here, on the support page and in the privacy policy.`,
      ],
    },
    {
      kind: 'paragraph',
      content: [
        `Until then, the help pages of this site answer most questions: `,
        { text: 'Contact and support', href: '/support' },
        `, `,
        { text: 'Terms and conditions', href: '/terms' },
        ` and `,
        { text: 'Privacy policy', href: '/privacy' },
        `.`,
      ],
    },
  ];
}

function cookieTable(settings: SiteSettings): Block {
  return {
    kind: 'table',
    caption: 'Cookies this site sets',
    columns: ['Cookie', 'Kind', 'Why', 'How long'],
    rows: documentedCookies(settings).map((c) => [[{ code: c.name }], [CATEGORY_NAMES[c.category]], [c.purpose], [c.lifetime]]),
  };
}
