import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { pageCount, pageOffset } from '#src/shared/site/pagination.ts';
import type { TopicPageData, TopicSentence } from '#src/shared/topics/topic-reader.ts';

/** A sentence with the term marked; text only, never markup. */
function Sentence({ sentence }: { sentence: TopicSentence }): ReactElement {
  const { text, matchStart, matchEnd } = sentence;
  return (
    <>
      {text.slice(0, matchStart)}
      <mark>{text.slice(matchStart, matchEnd)}</mark>
      {text.slice(matchEnd)}
    </>
  );
}

function articleHref(pii: string, unitId?: string): string {
  return `/science/article/pii/${encodeURIComponent(pii)}${unitId && unitId !== 'abstract' ? `#${encodeURIComponent(unitId)}` : ''}`;
}

function Definitions({ topic }: { topic: TopicPageData }): ReactElement | null {
  const definitions = topic.articles
    .flatMap((a) => a.sentences.filter((s) => s.defines).map((s) => ({ article: a, sentence: s })))
    .slice(0, 5);
  if (definitions.length === 0) return null;
  return (
    <section aria-labelledby="topic-definitions">
      <h2 id="topic-definitions">Definitions from articles</h2>
      <ul className="topic-sentences">
        {definitions.map(({ article, sentence }, i) => (
          <li key={i}>
            <blockquote cite={articleHref(article.pii, sentence.unitId)}>
              <p>
                <Sentence sentence={sentence} />
              </p>
            </blockquote>
            <p className="topic-source">
              From <Link to={articleHref(article.pii, sentence.unitId)}>{article.title}</Link>, {article.publicationTitle}
              {article.publicationYear ? `, ${article.publicationYear}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A topic page (spec 000 §2 "/topics, plus the target path from annotation data"): the articles and the sentences that define or use the term. */
/** Previous and next pages of a long topic page (as the tables of contents page). */
function PageLinks({ topic, pages }: { topic: TopicPageData; pages: number }): ReactElement {
  const href = (n: number) => (n === 1 ? topic.targetURL : `${topic.targetURL}?page=${n}`);
  return (
    <nav className="page-links" aria-label="Pages">
      {topic.page > 1 ? (
        <Link to={href(topic.page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span aria-current="page">
        Page {topic.page} of {pages}
      </span>
      {topic.page < pages ? (
        <Link to={href(topic.page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

export function TopicPage({ topic }: { topic: TopicPageData }): ReactElement {
  const others = topic.phrases.filter((p) => p !== topic.name);
  const pages = pageCount(topic.articleCount, topic.pageSize);
  const first = pageOffset(topic.page, topic.pageSize) + 1;
  return (
    <div className="topic-page">
      <p className="topic-discipline">{topic.discipline.name}</p>
      <h1>{topic.name}</h1>
      {topic.description ? <p className="topic-description">{topic.description}</p> : null}
      {others.length > 0 ? <p className="topic-phrases">Also written as: {others.join(', ')}</p> : null}
      {topic.page === 1 ? <Definitions topic={topic} /> : null}
      <section aria-labelledby="topic-articles">
        <h2 id="topic-articles">Articles about {topic.name}</h2>
        <p>
          {`${topic.articleCount} article${topic.articleCount === 1 ? '' : 's'}`}
          {pages > 1 ? `, ${first}–${first + topic.articles.length - 1} shown` : ''}
        </p>
        <ol className="article-list topic-articles" start={first}>
          {topic.articles.map((a) => (
            <li key={a.pii} className="article-list-item">
              <h3 className="article-list-item__title">
                <Link to={articleHref(a.pii)}>{a.title}</Link>
              </h3>
              <p className="article-list-item__meta">
                {[a.publicationTitle, a.publicationYear, a.asKeyword ? 'keyword' : null].filter(Boolean).join(' · ')}
              </p>
              {a.sentences.length > 0 ? (
                <ul className="topic-sentences" aria-label={`Where ${a.title} uses ${topic.name}`}>
                  {a.sentences.map((s, i) => (
                    <li key={i}>
                      <Sentence sentence={s} />{' '}
                      <Link to={articleHref(a.pii, s.unitId)} aria-label={`Read in context: ${a.title}`}>
                        In context
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        {pages > 1 ? <PageLinks topic={topic} pages={pages} /> : null}
      </section>
    </div>
  );
}
