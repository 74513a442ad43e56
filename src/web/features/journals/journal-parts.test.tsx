import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JournalMasthead } from './journal-masthead.tsx';
import { AimsAndScope, EditorialBoardList } from './journal-profile.tsx';

describe('journal page parts', () => {
  it('shows the aims and scope as paragraphs of text, never as markup', () => {
    const html = renderToStaticMarkup(
      <AimsAndScope text={'We publish <script>alert(1)</script>\nresearch.\n\n<img src=x onerror=alert(1)>'} />,
    );
    expect(html).toBe(
      '<div class="journal-aims"><p>We publish &lt;script&gt;alert(1)&lt;/script&gt; research.</p><p>&lt;img src=x onerror=alert(1)&gt;</p></div>',
    );
  });

  it('lists the board by role with affiliations and ORCID links', () => {
    const html = renderToStaticMarkup(
      <EditorialBoardList
        board={[
          {
            role: 'Editor-in-Chief',
            members: [{ name: 'Ada Example', affiliation: 'Demo University', orcid: '0000-0002-1825-0097' }, { name: 'Ben Sample' }],
          },
        ]}
      />,
    );
    expect(html).toContain('<section aria-label="Editor-in-Chief"><h3>Editor-in-Chief</h3>');
    expect(html).toContain(
      '<span class="journal-board__name">Ada Example</span><span class="journal-board__affiliation">Demo University</span>',
    );
    expect(html).toContain('href="https://orcid.org/0000-0002-1825-0097" aria-label="ORCID iD of Ada Example: 0000-0002-1825-0097"');
    expect(html).toContain('<li><span class="journal-board__name">Ben Sample</span></li>');
  });

  it.each([
    ['https://submit.example.org/x', true],
    [null, false],
  ])('the masthead names the cover, links the feeds and the submission link %s', (submissionUrl, shown) => {
    const html = renderToStaticMarkup(
      <JournalMasthead
        slug="elife"
        title="eLife"
        coverVersion="abcdef0123456789ff"
        submissionUrl={submissionUrl}
        feeds={{ rss: 'http://h/journal/elife/feed', atom: 'http://h/journal/elife/atom' }}
      >
        <h1>eLife</h1>
      </JournalMasthead>,
    );
    expect(html).toContain('src="/journal/elife/cover?v=abcdef0123456789" alt="Cover of eLife" width="150" height="200"');
    expect(html).toContain('<a href="http://h/journal/elife/feed" type="application/rss+xml">RSS feed</a>');
    expect(html).toContain('<a href="http://h/journal/elife/atom" type="application/atom+xml">Atom feed</a>');
    expect(html.includes('Submit your article')).toBe(shown);
  });
});
