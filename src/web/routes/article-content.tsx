import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { previewOf, type PreviewInputs } from '#src/web/ui/article-preview.ts';
import { textOf, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { BODY_FAILED_TEXT } from '#src/web/ui/section-loading.ts';
import { paragraphIds } from '#src/shared/qa/paragraph-ids.ts';
import { doiUrl } from '#src/shared/identifiers/urn.ts';
import type { MendeleyUrls } from '#src/shared/citation/mendeley-button.ts';
import { Abstracts } from '../features/abstracts/abstracts.tsx';
import { createMediaFiles } from '../features/article-body/media-files.ts';
import { createRenderContext, renderNodes } from '../features/article-body/node-registry.tsx';
import { ArticleHeader, authorNoteIds } from '../features/article-header/article-header.tsx';
import { GroupAuthors } from '../features/article-header/group-authors.tsx';
import { BackMatter } from '../features/back-matter/back-matter.tsx';
import { CITE_POPOVER_ID, ExportCitation, SHARE_POPOVER_ID } from '../features/export-citation/export-citation.tsx';
import { PreviewContent } from '../features/preview/preview-content.tsx';
import { QuestionsEntry } from '../features/questions-answers/qa-entry.tsx';
import { REFERENCES_ID, References } from '../features/references/references.tsx';
import { SubArticles } from '../features/sub-articles/sub-articles.tsx';

export type ArticleContentVariant = 'full' | 'abstract' | 'preview';

/** Ids the page layout (root.tsx, site header) uses around the article: content never takes them. */
const PAGE_IDS = ['main', 'site-search-qs', 'error-title', CITE_POPOVER_ID, SHARE_POPOVER_ID];

type Render = (nodes: readonly ContentNode[] | undefined, depth?: number) => ReactNode;

function langOf(article: ArticleModel): string | undefined {
  return /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(article.language) ? article.language : undefined;
}

/** The body as a component, so its ids are claimed in document order (after the header's). */
function Body({ nodes, render }: { nodes: readonly ContentNode[]; render: Render }): ReactElement | null {
  return nodes.length > 0 ? <div className="article-body">{render(nodes)}</div> : null;
}

/**
 * The article's parts in reading order, sharing one id set so the page never repeats an id.
 * Abstract variant: header, abstracts and keywords only.
 */
function articleSections(
  article: ArticleModel,
  variant: ArticleContentVariant,
  mediaBaseUrl: string,
  preview: PreviewInputs = {},
  options: ArticleRenderOptions = {},
): { name: string; element: ReactElement }[] {
  const ids = new Set<string>([...PAGE_IDS, REFERENCES_ID]);
  const base = {
    ...createRenderContext(ids),
    media: createMediaFiles(article.attachments, mediaBaseUrl),
    paragraphIds: paragraphIds([article.body, article.back, article.dataAvailability]),
  };
  const render: Render = (nodes, depth = 0) => renderNodes(nodes, depth === 0 ? base : { ...base, depth });
  const sections = [
    // The Cite and Share toolbar comes first, so the abstract follows the authors directly.
    {
      name: 'export and share',
      element: (
        <ExportCitation
          key="export"
          pii={article.pii}
          title={textOf(article.title)}
          shareUrl={article.doi ? doiUrl(article.doi) : undefined}
          mendeley={options.mendeley}
        />
      ),
    },
    {
      name: 'header',
      element: <ArticleHeader key="header" article={article} ids={ids} renderNodes={render} rightsUrl={options.rightsUrl} />,
    },
    {
      name: 'abstracts',
      element: <Abstracts key="abstracts" abstracts={article.abstracts} keywords={article.keywords} ids={ids} renderNodes={render} />,
    },
  ];
  if (variant === 'abstract') return sections;
  // Preview layout (001 §2): only what previewOf reveals follows the header — never the body.
  if (variant === 'preview') {
    const [share, header, abstracts] = sections;
    const content = <PreviewContent key="preview" preview={previewOf(article, preview)} ids={ids} abstracts={abstracts?.element ?? null} />;
    return [...(header && share ? [share, header] : []), { name: 'preview', element: content }];
  }
  const inHeader = authorNoteIds(article);
  if (options.questionsAndAnswers) sections.push({ name: 'questions and answers', element: <QuestionsEntry key="qa" ids={ids} /> });
  sections.push(
    { name: 'body', element: <Body key="body" nodes={article.body} render={render} /> },
    {
      name: 'back matter',
      element: (
        <BackMatter
          key="back"
          back={article.back}
          funding={article.funding}
          fundingStatement={article.fundingStatement}
          dataAvailability={article.dataAvailability}
          glossary={article.glossary}
          footnotes={article.footnotes.filter((n) => !inHeader.has(n.id))}
          biographies={article.biographies}
          ids={ids}
          renderNodes={render}
        />
      ),
    },
    { name: 'group authors', element: <GroupAuthors key="group-authors" article={article} ids={ids} /> },
    { name: 'references', element: <References key="references" references={article.references} ids={ids} renderNodes={render} /> },
    { name: 'sub-articles', element: <SubArticles key="sub-articles" subArticles={article.subArticles} ids={ids} renderNodes={render} /> },
  );
  return sections;
}

/** The whole article content (or its abstract view) as server-rendered React. */
export function ArticleContent({
  article,
  variant,
  mediaBaseUrl = '/media',
}: {
  article: ArticleModel;
  variant: ArticleContentVariant;
  mediaBaseUrl?: string;
}): ReactElement {
  return (
    <div className="article-content" lang={langOf(article)}>
      {articleSections(article, variant, mediaBaseUrl).map((s) => s.element)}
    </div>
  );
}

/**
 * The article content as an HTML string, rendered on the server only. Each part renders on
 * its own, so a part that throws is left out and logged (spec 000 §8: a component that fails
 * renders nothing and its error goes to console.error) while the rest of the article shows.
 */
/** Site settings the rendered article shows. */
export interface ArticleRenderOptions {
  /** LECTERN_RIGHTS_URL (001 §5 Rights and content); absent: no link. */
  rightsUrl?: string | null;
  /** LECTERN_MENDELEY_*_URL (001 §4 Mendeley button); absent: no button. */
  mendeley?: MendeleyUrls;
  /** The article has questions answered in it and the reader may read them (ajaxLinks.questionsAndAnswers). */
  questionsAndAnswers?: boolean;
}

export function renderArticleHtml(
  article: ArticleModel,
  variant: ArticleContentVariant,
  mediaBaseUrl = '/media',
  preview: PreviewInputs = {},
  options: ArticleRenderOptions = {},
): string {
  let html = '';
  for (const { name, element } of articleSections(article, variant, mediaBaseUrl, preview, options)) {
    try {
      html += renderToString(element);
    } catch (error) {
      console.error(`Unable to render the ${name} of article ${article.pii}`, error);
      // 001 §4/§8: a body failure says so in its place; the rest of the article still shows.
      if (name === 'body') html += `<div class="article-body article-body--failed" role="alert"><p>${BODY_FAILED_TEXT}</p></div>`;
    }
  }
  const lang = langOf(article); // only [A-Za-z0-9-]: safe in the attribute as is
  return `<div class="article-content"${lang ? ` lang="${lang}"` : ''}>${html}</div>`;
}
