import { describe, expect, it } from 'vitest';
import { aimsAndScopeSchema, aimsParagraphs, editorialBoardSchema, firstIssue, submissionUrlSchema } from './journal-profile.ts';

describe('journal profile input', () => {
  it.each([
    ['One paragraph\nwrapped.', ['One paragraph wrapped.']],
    ['First.\r\n\r\nSecond\r\nline.', ['First.', 'Second line.']],
    ['\n\n  Spaced   out  \n \n\n\nLast\n', ['Spaced out', 'Last']],
  ])('splits %j into paragraphs', (text, paragraphs) => {
    expect(aimsParagraphs(text)).toEqual(paragraphs);
  });

  it.each([
    ['https://submit.example.org/elife', true],
    ['http://example.org/submit?journal=x', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://example.org/', false],
    ['not a url', false],
  ])('submission link %j accepted: %s', (url, ok) => {
    expect(submissionUrlSchema.safeParse(url).success).toBe(ok);
  });

  it.each([
    ['', 'the aims and scope text is empty'],
    ['   \n ', 'the aims and scope text is empty'],
    ['x'.repeat(20_001), 'the aims and scope text is longer than 20000 characters'],
  ])('refuses aims and scope %#', (text, message) => {
    const parsed = aimsAndScopeSchema.safeParse(text);
    expect(parsed.success ? null : firstIssue(parsed.error)).toBe(message);
  });

  it('accepts a board and normalises ORCID iDs', () => {
    const parsed = editorialBoardSchema.parse([
      {
        role: 'Editor-in-Chief',
        members: [{ name: ' Ada Example ', affiliation: 'Demo University', orcid: 'https://orcid.org/0000-0002-1825-0097' }],
      },
    ]);
    expect(parsed).toEqual([
      { role: 'Editor-in-Chief', members: [{ name: 'Ada Example', affiliation: 'Demo University', orcid: '0000-0002-1825-0097' }] },
    ]);
  });

  it.each([
    [{}, 'the editorial board is a JSON array of {"role", "members": [{"name", "affiliation"?, "orcid"?}]}'],
    [[], 'the editorial board lists at least one role'],
    [[{ role: 'Editors', members: [] }], '[0].members: a role lists at least one member'],
    [[{ role: 'Editors', members: [{ name: '' }] }], '[0].members[0].name: name is empty'],
    [
      [{ role: 'Editors', members: [{ name: 'A', orcid: '1234' }] }],
      '[0].members[0].orcid: orcid must be an ORCID iD such as 0000-0002-1825-0097',
    ],
    [[{ role: 'Editors', members: [{ name: 'A', email: 'a@b.c' }] }], '[0].members[0]: Unrecognized key: "email"'],
    [
      [{ role: 'Editors', members: Array.from({ length: 301 }, (_, i) => ({ name: `P${i}` })) }],
      'the editorial board has at most 300 members',
    ],
  ])('refuses board %#', (board, message) => {
    const parsed = editorialBoardSchema.safeParse(board);
    expect(parsed.success ? null : firstIssue(parsed.error)).toBe(message);
  });
});
