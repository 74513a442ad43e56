import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('science/article/pii/:pii', 'routes/article.tsx', { id: 'article' }),
  route('science/article/abs/pii/:pii', 'routes/article.tsx', { id: 'article-abstract' }),
  route('doi/*', 'routes/doi.tsx'),
  route('search', 'routes/search.tsx'),
  route('browse/journals-and-books', 'routes/browse.tsx'),
  route('journal/:slug', 'routes/journal.tsx'),
  route('journal/:slug/articles-in-press', 'routes/journal-contents.tsx', { id: 'journal-in-press' }),
  route('journal/:slug/vol/:volume', 'routes/journal-contents.tsx', { id: 'journal-volume' }),
  route('journal/:slug/vol/:volume/issue/:issue', 'routes/journal-contents.tsx', { id: 'journal-issue' }),
  route('topics/:discipline/:term', 'routes/topic.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
