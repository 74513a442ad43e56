/**
 * Which files are article XML. JATS comes as `.xml`, `.nxml` (PubMed Central), `.jats`
 * (Open Journals), `.jats.xml`, `.bits` (book chapters); Elsevier as `.xml` or `.norm-xml`.
 * A PLOS delivery's `MANIFEST.xml` lists a package's files: it is read with its package,
 * never taken as an article.
 */
export const ARTICLE_FILE = /\.(?:xml|nxml|norm-xml|jats|bits)$/i;

/** The extensions, as a reader is told them when none was found. */
export const ARTICLE_FILE_EXTENSIONS = '.xml, .nxml, .jats, .bits or .norm-xml';

const MANIFEST_FILE = /^manifest\.xml$/i;

export function isPackageManifest(name: string): boolean {
  return MANIFEST_FILE.test(name);
}

/** An article file by its name (no folders): an article extension and not a package manifest. */
export function isArticleFileName(name: string): boolean {
  return ARTICLE_FILE.test(name) && !isPackageManifest(name);
}
