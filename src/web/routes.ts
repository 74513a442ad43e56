import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { accountRoutes } from './account-routes.ts';

export default [
  index('routes/home.tsx'),
  route('science/article/pii/:pii', 'routes/article.tsx', { id: 'article' }),
  route('science/article/abs/pii/:pii', 'routes/article.tsx', { id: 'article-abstract' }),
  route('science/article/pii/:pii/purchase', 'routes/purchase.tsx'),
  route('user/purchases', 'routes/purchases.tsx'),
  route('doi/*', 'routes/doi.tsx'),
  route('search', 'routes/search.tsx'),
  route('browse/journals-and-books', 'routes/browse.tsx'),
  route('journal/:slug', 'routes/journal.tsx'),
  route('journal/:slug/articles-in-press', 'routes/journal-contents.tsx', { id: 'journal-in-press' }),
  route('journal/:slug/vol/:volume', 'routes/journal-contents.tsx', { id: 'journal-volume' }),
  route('journal/:slug/vol/:volume/issue/:issue', 'routes/journal-contents.tsx', { id: 'journal-issue' }),
  route('journal/:slug/vol/:volume/suppl/:suppl', 'routes/journal-contents.tsx', { id: 'journal-volume-suppl' }),
  route('journal/:slug/vol/:volume/part/:part', 'routes/journal-contents.tsx', { id: 'journal-volume-part' }),
  route('journal/:slug/vol/:volume/issue/:issue/suppl/:suppl', 'routes/journal-contents.tsx', { id: 'journal-issue-suppl' }),
  route('journal/:slug/vol/:volume/issue/:issue/part/:part', 'routes/journal-contents.tsx', { id: 'journal-issue-part' }),
  route('journal/:slug/special-issue/:id', 'routes/vsi.tsx'),
  route('science/book/:isbn', 'routes/book.tsx', { id: 'book' }),
  route('science/referenceworks/:isbn', 'routes/book.tsx', { id: 'reference-work' }),
  route('topics/:discipline/:term', 'routes/topic.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/usage', 'routes/admin-usage.tsx'),
  ...accountRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
