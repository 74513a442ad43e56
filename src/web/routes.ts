import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('science/article/pii/:pii', 'routes/article.tsx', { id: 'article' }),
  route('science/article/abs/pii/:pii', 'routes/article.tsx', { id: 'article-abstract' }),
  route('doi/*', 'routes/doi.tsx'),
  route('search', 'routes/search.tsx'),
  route('topics/:discipline/:term', 'routes/topic.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
