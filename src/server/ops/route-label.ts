import type { Request } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The React Router page pattern of a path ("/science/article/pii/:pii"), from the build's route table. */
export function pagePatternMatcher(build: ServerBuild | undefined): (pathname: string) => string | undefined {
  if (!build) return () => undefined;
  const byParent = new Map<string | undefined, NonNullable<ServerBuild['routes'][string]>[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  type BuildRoute = NonNullable<ServerBuild['routes'][string]>;
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r: BuildRoute) =>
      r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: tree(r.id) },
    );
  const routes = tree(undefined);
  // matchRoutes flattens and ranks the whole route table on every call: the patterns of recent paths are kept.
  const recent = new Map<string, string | undefined>();
  return (pathname) => {
    if (recent.has(pathname)) return recent.get(pathname);
    if (recent.size >= RECENT_PATHS) recent.clear();
    const pattern = patternOf(routes, pathname);
    recent.set(pathname, pattern);
    return pattern;
  };
}

/** Paths whose pattern is remembered (a path is short; the map is emptied when full). */
const RECENT_PATHS = 1000;

function patternOf(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname.replace(/\.data$/, ''));
  if (!matches) return undefined;
  const pattern = `/${matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\//, '')}`;
  // The not-found page's splat route answers every unknown address.
  return pattern === '/*' ? undefined : pattern;
}

const CATCH_ALL = '/{*path}';

/**
 * The label of a finished request: the route pattern that answered it, never the raw URL (a
 * label per URL would grow without bound). Static files and other middleware answers are "other",
 * unknown addresses "unmatched".
 */
export function routeLabel(req: Request, status: number, pagePattern: (pathname: string) => string | undefined): string {
  const route = (req as Request & { route?: { path: string | string[] } }).route;
  if (route && route.path !== CATCH_ALL) return `${req.baseUrl}${[route.path].flat().join('|')}`;
  if (route) return pagePattern(req.path) ?? 'unmatched';
  return status === 404 ? 'unmatched' : 'other';
}
