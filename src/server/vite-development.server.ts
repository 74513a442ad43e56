import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';

export interface DevelopmentWeb {
  /** The React Router server build, reloaded by Vite as sources change. */
  build: () => Promise<ServerBuild>;
  /** Vite's middleware: browser modules, hot module replacement. */
  middleware: RequestHandler;
  close: () => Promise<void>;
}

/**
 * `npm run dev`: the pages come from a Vite dev server in middleware mode (hot module
 * replacement) instead of the build folder. Vite is a devDependency: imported only here, only then.
 */
export async function viteDevelopment(): Promise<DevelopmentWeb> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    build: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
    middleware: vite.middlewares as unknown as RequestHandler,
    close: () => vite.close(),
  };
}
