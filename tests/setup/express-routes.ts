import express from 'express';

/** A route registered on an Express app: its method and full path pattern. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: LayerLike[] };
  lecternMount?: string;
}

/**
 * Express 5 keeps no mount path on a `use` layer; this records it so every route of every
 * sub-router can be listed with its full path. Call before the app is created.
 */
export function recordMountPaths(): () => void {
  const proto = express.Router.prototype as unknown as { use: (...args: unknown[]) => unknown; stack: LayerLike[] };
  const original = proto.use;
  proto.use = function use(this: { stack: LayerLike[] }, ...args: unknown[]) {
    let first: unknown = args[0];
    while (Array.isArray(first) && first.length > 0) first = first[0];
    const mount = typeof first === 'function' ? '/' : String(args[0]);
    const before = this.stack.length;
    const result = original.apply(this, args);
    for (const layer of this.stack.slice(before)) layer.lecternMount = mount;
    return result;
  };
  return () => {
    proto.use = original;
  };
}

function join(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  return joined === '' ? '/' : joined.replace(/\/$/, '') || '/';
}

/** Every method + path of the app's routes, sub-routers included. */
export function registeredRoutes(app: express.Express): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods))
            found.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: join(prefix, path) });
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, join(prefix, layer.lecternMount ?? '/'));
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  return found;
}
