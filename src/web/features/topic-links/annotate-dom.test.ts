// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pruneAnnotations } from '#src/web/features/topic-links/prune-annotations.ts';
import type { Topic } from '#src/shared/topics/topic-contract.ts';
import { annotateArticle, removeTopicLinks } from './annotate-dom.ts';
import { readAnnotations } from './topic-links-enhancer.ts';

const topic = (name: string, phrases = [name.toLowerCase()]): Topic => ({
  name,
  targetURL: `/topics/b/${name.toLowerCase()}`,
  stringMatch: phrases,
});
const RIBOSOME = topic('Ribosome');
const CRYO = topic('Cryo-EM', ['cryo-EM']);

// The shape the article-body renderers emit (features/article-body, abstracts).
const ARTICLE = `
<div class="article-content">
  <div class="abstracts"><section id="abstract" class="abstract"><h2 class="section-title">Abstract</h2>
    <p class="para">The ribosome and the ribosome again, by cryo-EM.</p></section></div>
  <div class="article-body">
    <section id="s1" class="section"><h2 class="section-title">The ribosome</h2>
      <p class="para">A ribosome, <a href="#fig1" class="xref">ribosome</a>, <span class="math-inline"><math><mi>ribosome</mi></math></span>, and one more ribosome.</p>
      <figure id="fig1" class="figure"><figcaption class="float-caption"><p class="caption-head"><span class="float-label">Figure 1</span> <span class="caption-title">A ribosome map.</span></p></figcaption></figure>
      <figure id="t1" class="table-float"><div class="table-scroll"><table class="data-table"><tbody><tr><td>ribosome</td></tr></tbody></table></div></figure>
    </section>
    <section id="s2" class="section"><p class="para">Second ribosome.</p></section>
    <section id="s3" class="section"><p class="para">Third ribosome.</p></section>
    <section id="s4" class="section section--conflict"><p class="para">Conflict ribosome.</p></section>
  </div>
</div>`;

function setUp(): HTMLElement {
  document.body.innerHTML = `<article class="article">${ARTICLE}</article>`;
  return document.querySelector('article')!;
}

const linksIn = (root: HTMLElement) =>
  [...root.querySelectorAll('a.topic-link')].map((a) => [a.closest('[id]')?.id, a.textContent, a.getAttribute('title')]);

describe('topic links in the server-rendered article', () => {
  it('links the first match per target in the abstract and each section, never in headings, cross-refs, math, tables or conflict-of-interest sections; at most 2 sections per target', () => {
    const root = setUp();
    const annotations = pruneAnnotations({
      abstract: { topics: [RIBOSOME, CRYO] },
      sections: ['fig1', 's1', 's2', 's3', 's4', 't1'].map((id) => ({ id, topics: [RIBOSOME] })),
      matches: [RIBOSOME, CRYO],
    });
    annotateArticle(root, annotations, '/science/article/pii/S1');
    expect(linksIn(root)).toEqual([
      ['abstract', 'ribosome', 'Learn more about Ribosome'],
      ['abstract', 'cryo-EM', 'Learn more about Cryo-EM'],
      ['s1', 'ribosome', 'Learn more about Ribosome'],
      ['fig1', 'ribosome', 'Learn more about Ribosome'],
    ]);
    expect(root.querySelector('#s1 a.topic-link')!.getAttribute('href')).toBe('/topics/b/ribosome');
    expect(root.querySelector('#s1 p')!.textContent).toBe('A ribosome, ribosome, ribosome, and one more ribosome.');
  });

  it('does not link a topic on its own page, and takes its links out again', () => {
    const root = setUp();
    const before = root.innerHTML;
    const added = annotateArticle(root, { abstract: { topics: [RIBOSOME, CRYO] }, sections: [], matches: [] }, '/topics/b/ribosome');
    expect(linksIn(root).map((l) => l[1])).toEqual(['cryo-EM']);
    removeTopicLinks(added);
    expect(root.innerHTML).toBe(before);
  });

  it('drops annotation data of the wrong shape', () => {
    expect(readAnnotations({ error: 'x' })).toBeNull();
    expect(
      readAnnotations({
        data: { abstract: { topics: [RIBOSOME, { name: 1 }] }, sections: [{ id: 's1', topics: [{ targetURL: 'javascript:x' }] }] },
      }),
    ).toEqual({
      abstract: { topics: [RIBOSOME] },
      sections: [{ id: 's1', topics: [] }],
      matches: [],
    });
  });
});

describe('skipped kinds around a unit', () => {
  it('never annotates a section inside a data-availability or conflict-of-interest section', () => {
    document.body.innerHTML =
      '<article><div class="back-matter"><section class="section section--data-availability"><section id="s9" class="section"><p>ribosome</p></section></section></div></article>';
    const root = document.querySelector('article')!;
    expect(annotateArticle(root, { abstract: { topics: [] }, sections: [{ id: 's9', topics: [RIBOSOME] }], matches: [] }, '/')).toEqual([]);
  });
});
