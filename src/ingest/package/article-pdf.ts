import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { ARTICLE_PDF_ATTACHMENT } from '#src/shared/access/downloads/pdf-link-rules.ts';
import type { AssetMatch, PackageAsset } from './match-assets.ts';

/**
 * The article's own PDF in its package ("an article package may carry its PDF; it is
 * stored and served as is"): a PDF no attachment claimed, named like the XML file, the PII or
 * "main"/"article" — or the package's only such PDF. It becomes an ARTICLE-PDF attachment.
 */
function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).toLowerCase();
}

export function withArticlePdf(match: AssetMatch, model: ArticleModel, xmlName: string, assets: readonly PackageAsset[]): AssetMatch {
  const pdfs = match.unmatched.filter((n) => /\.pdf$/i.test(n));
  if (pdfs.length === 0 || match.attachments.some((a) => a.type === ARTICLE_PDF_ATTACHMENT)) return match;
  const names = new Set([stem(xmlName), model.pii.toLowerCase(), 'main', 'article', `1-s2.0-${model.pii}-main`.toLowerCase()]);
  const chosen = pdfs.find((n) => names.has(stem(n))) ?? (pdfs.length === 1 ? pdfs[0] : undefined);
  const file = chosen ? assets.find((a) => a.name === chosen) : undefined;
  if (!chosen || !file) return match;
  const eid = `${model.eid}-main.pdf`.replace(/[^A-Za-z0-9._-]+/g, '_');
  return {
    attachments: [
      ...match.attachments,
      { eid, type: ARTICLE_PDF_ATTACHMENT, fileBasename: stem(chosen), extension: 'pdf', mimetype: 'application/pdf', filesize: file.size },
    ],
    files: new Map([...match.files, [eid, chosen]]),
    unmatched: match.unmatched.filter((n) => n !== chosen),
  };
}
