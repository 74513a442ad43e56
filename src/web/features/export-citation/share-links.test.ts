import { describe, expect, it } from 'vitest';
import { cutTitle, SHARE_TITLE_LIMIT, shareLinks, SOCIAL_TITLE_LIMIT } from './share-links.ts';

const long = 'Preferred Reporting Items for Systematic Reviews and Meta-Analyses: The PRISMA Statement and more words';

describe('share title limits (spec 001 §5: "share titles 70 plus ellipsis (300 for the social link title)")', () => {
  it('has the spec limits', () => {
    expect([SHARE_TITLE_LIMIT, SOCIAL_TITLE_LIMIT]).toEqual([70, 300]);
  });

  it.each([
    ['a'.repeat(70), 70, 'a'.repeat(70)],
    ['a'.repeat(71), 70, `${'a'.repeat(70)}…`],
    [long, 70, 'Preferred Reporting Items for Systematic Reviews and Meta-Analyses: Th…'],
    ['word '.repeat(20), 70, `${'word '.repeat(14).trimEnd()}…`],
    ['b'.repeat(300), 300, 'b'.repeat(300)],
    ['b'.repeat(301), 300, `${'b'.repeat(300)}…`],
    [`${'😀'.repeat(71)}`, 70, `${'😀'.repeat(70)}…`],
    ['  spaced\n title ', 70, 'spaced title'],
  ])('cutTitle(%j, %i) → %j', (title, limit, expected) => {
    expect(cutTitle(title, limit)).toBe(expected);
  });
});

describe('share links (spec 001 §2: email, Facebook, Twitter, LinkedIn, Reddit)', () => {
  const url = 'https://doi.org/10.1371/journal.pmed.1000097';
  const title = `${long} ${'x'.repeat(300)}`;
  const links = shareLinks(title, url);
  const param = (id: string, name: string) => {
    const href = links.find((l) => l.id === id)!.href;
    return new URLSearchParams(href.slice(href.indexOf('?') + 1)).get(name);
  };

  it('offers the five targets', () => {
    expect(links.map((l) => l.id)).toEqual(['email', 'facebook', 'twitter', 'linkedin', 'reddit']);
    expect(links.map((l) => new URL(l.href).protocol)).toEqual(['mailto:', 'https:', 'https:', 'https:', 'https:']);
  });

  it('uses the 70-character share title for the e-mail subject and the 300-character social title elsewhere', () => {
    expect(param('email', 'subject')).toBe(cutTitle(title, 70));
    expect(Array.from(param('email', 'subject')!)).toHaveLength(71);
    expect(param('email', 'body')).toBe(`${cutTitle(title, 300)}\n${url}`);
    expect(param('twitter', 'text')).toBe(cutTitle(title, 300));
    expect(Array.from(param('twitter', 'text')!)).toHaveLength(301);
    expect(param('linkedin', 'title')).toBe(cutTitle(title, 300));
    expect(param('reddit', 'title')).toBe(cutTitle(title, 300));
  });

  it('passes the article URL to every social site', () => {
    expect(['facebook', 'twitter', 'linkedin', 'reddit'].map((id) => param(id, id === 'facebook' ? 'u' : 'url'))).toEqual([
      url,
      url,
      url,
      url,
    ]);
  });

  it('encodes spaces as %20 so mail clients do not show plus signs', () => {
    expect(links[0]!.href).not.toContain('+');
  });
});
