import { beforeEach, describe, expect, it } from 'vitest';
import { layOutSteps, layOutThrough } from './deferred-sections.ts';
import { runAll } from './sliced-work.ts';

/** The article content's shape: body sections, back matter, a reference list. */
const ARTICLE = `
  <article class="article-content">
    <div class="article-body">
      <section id="s1"><h2>Introduction</h2><p id="p1">…</p></section>
      <section id="s2"><h2>Methods</h2><section id="s2-1"><p id="p2">…</p></section></section>
      <section id="s3"><h2>Results</h2></section>
    </div>
    <div class="back-matter"><section id="ack"><h2>Acknowledgements</h2></section></div>
    <section class="references" id="refs"><ol><li id="bib1">…</li></ol></section>
  </article>`;

const laidOut = () => [...document.querySelectorAll<HTMLElement>('[data-laid-out]')].map((e) => e.id);

describe('deferred sections', () => {
  beforeEach(() => {
    document.body.innerHTML = ARTICLE;
  });

  it('lays out every section before a target and those holding it, none after it', () => {
    layOutThrough(document.getElementById('p2')!);
    expect(laidOut()).toEqual(['s1', 's2', 's2-1']);
  });

  it('lays out a section that is itself the target, and a reference far down after everything before it', () => {
    layOutThrough(document.getElementById('s1')!);
    expect(laidOut()).toEqual(['s1']);
    layOutThrough(document.getElementById('bib1')!);
    expect(laidOut()).toEqual(['s1', 's2', 's2-1', 's3', 'ack', 'refs']);
  });

  it('lays out nothing for a target above the content (the header)', () => {
    document.body.insertAdjacentHTML('afterbegin', '<h1 id="title">Title</h1>');
    layOutThrough(document.getElementById('title')!);
    expect(laidOut()).toEqual([]);
  });

  it('lays out each section in a step of its own, skipping those already laid out', () => {
    layOutThrough(document.getElementById('p1')!);
    const steps = layOutSteps();
    expect(steps.next().done).toBe(false);
    expect(laidOut()).toEqual(['s1', 's2']);
    expect(steps.next().done).toBe(false);
    expect(laidOut()).toEqual(['s1', 's2', 's2-1']);
    runAll(steps);
    expect(laidOut()).toEqual(['s1', 's2', 's2-1', 's3', 'ack', 'refs']);
  });

  it('defers the blocks inside a theorem, a paragraph and a labelled list item one by one, never inside a table', () => {
    document.body.innerHTML = `
      <article class="article-content"><div class="article-body"><section id="s1">
        <div class="statement" id="thm"><p class="block-title">Theorem 1</p><div class="para" id="t-p1">…</div><p class="para" id="t-p2">…</p></div>
        <div class="para" id="p1">…<div class="disp-formula" id="f1">…</div>
          <div class="list-wrap"><ul class="list list--labelled">
            <li><span class="list-label">(i)</span><div class="list-item-body" id="b1"><p class="para" id="b1-p">…</p></div></li>
          </ul></div>
        </div>
        <ul class="list list--bullet"><li><p class="para" id="u-p">…</p></li></ul>
        <table><tr><td><ul><li><p class="para" id="cell-p">…</p></li></ul></td></tr></table>
      </section></div></article>`;
    runAll(layOutSteps());
    expect(laidOut()).toEqual(['s1', 't-p1', 't-p2', 'p1', 'f1', 'b1', 'b1-p', 'u-p']);
  });
});
