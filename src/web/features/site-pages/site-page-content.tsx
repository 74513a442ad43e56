import type { Block, Inline, SitePageContent } from '#src/web/features/site-pages/site-pages.ts';
import { isSafeContentHref } from '#src/web/features/site-pages/site-pages.ts';

/** A run of content text: a link only when its href is one the content may use. */
function InlineRun({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) => {
        if (typeof part === 'string') return part;
        if ('code' in part) return <code key={i}>{part.code}</code>;
        if (!isSafeContentHref(part.href)) return part.text;
        return (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineRun content={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul className="site-page__list">
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineRun content={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="site-page__table" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        <InlineRun content={cell} />
                      </th>
                    ) : (
                      <td key={c} data-label={block.columns[c]}>
                        <InlineRun content={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} />
      ))}
    </>
  );
}

/** A site page: its h1, intro, an in-page contents list when it has several sections, then the sections. */
export function SitePageView({ page }: { page: SitePageContent }) {
  return (
    <article className="site-page" aria-labelledby="site-page-title">
      <h1 id="site-page-title">{page.title}</h1>
      <ContentBlocks blocks={page.intro} />
      {page.sections.length > 2 ? (
        <nav className="site-page__contents" aria-label="On this page">
          <ul>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {section.heading}
          </h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}
