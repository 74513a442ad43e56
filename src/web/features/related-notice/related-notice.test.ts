import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { noticeLinks, renderNotices } from './related-notice.ts';

const item = (role: string, title: string | null, url: string | null) => ({ role, title, url, relation: 'x', doi: '10.1/x' });

describe('correction and retraction notices', () => {
  it('keeps corrections, retractions and expressions of concern from either answer, once each, with safe links only', () => {
    const links = noticeLinks(
      {
        articles: [
          item('discussed-article', 'An insight', '/science/article/pii/S1'),
          item('correction', 'Correction: A', '/science/article/pii/S2'),
        ],
      },
      {
        articles: [
          item('correction', 'Correction: A', '/science/article/pii/S2'),
          item('retraction', null, 'https://doi.org/10.1/r'),
          item('correction', 'Evil', 'javascript:alert(1)'),
        ],
      },
      null,
      { unexpected: true },
    );
    expect(links).toEqual([
      { role: 'correction', title: 'Correction: A', url: '/science/article/pii/S2' },
      { role: 'retraction', title: '10.1/x', url: 'https://doi.org/10.1/r' },
    ]);
  });

  it('renders one note per kind, retraction first, with the spec wording and the titles as text', () => {
    const { document } = new Window();
    const notes = renderNotices(document as unknown as Document, [
      { role: 'correction', title: '<b>Correction</b> one', url: '/science/article/pii/S2' },
      { role: 'correction', title: 'Correction two', url: '/science/article/pii/S3' },
      { role: 'retraction', title: 'Retraction: A', url: '/science/article/pii/S4' },
    ]);
    expect(notes.map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.textContent])).toEqual([
      ['note', 'Retraction notice', 'This article has been retracted. See the retraction notice: Retraction: A'],
      ['note', 'Correction notice', 'This article has been corrected. See the corrections: <b>Correction</b> oneCorrection two'],
    ]);
    expect([...notes[1]!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/science/article/pii/S2',
      '/science/article/pii/S3',
    ]);
    expect(notes[1]!.querySelector('b')).toBeNull();
  });

  it('renders nothing without notice links', () => {
    const { document } = new Window();
    expect(renderNotices(document as unknown as Document, [])).toEqual([]);
  });
});
