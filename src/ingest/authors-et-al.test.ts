import { describe, expect, it } from 'vitest';
import { mapFixture } from './elsevier/elsevier-fixture.ts';
import { mapArticle } from './jats/test-article.ts';

/** model.authorsEtAl: the source ends the article's byline with "et al.". */
describe('the article byline from the source', () => {
  it.each([
    [
      'JATS <etal/> in the author contrib-group',
      '<contrib-group><contrib contrib-type="author"><name><surname>Ciferri</surname><given-names>C</given-names></name></contrib><etal/></contrib-group>',
      true,
    ],
    [
      'JATS without <etal/>',
      '<contrib-group><contrib contrib-type="author"><name><surname>Ciferri</surname><given-names>C</given-names></name></contrib></contrib-group>',
      false,
    ],
    [
      'JATS <etal/> among editors only',
      '<contrib-group><contrib contrib-type="author"><name><surname>A</surname></name></contrib></contrib-group><contrib-group><contrib contrib-type="editor"><name><surname>E</surname></name></contrib><etal/></contrib-group>',
      false,
    ],
  ])('%s', (_name, meta, etAl) => {
    expect(mapArticle({ meta }).authorsEtAl === true).toBe(etAl);
  });

  it('Elsevier ce:et-al in an author group', () => {
    const head =
      '<ce:title>T</ce:title><ce:author-group><ce:author><ce:given-name>K.</ce:given-name><ce:surname>Egan</ce:surname></ce:author><ce:et-al/></ce:author-group>';
    expect(mapFixture({ head }).authorsEtAl).toBe(true);
    expect(mapFixture({ head: head.replace('<ce:et-al/>', '') }).authorsEtAl).toBeUndefined();
  });
});
