import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { admit, nextServiceMs, type AdmissionLimits } from './admission.ts';
import { errorPageHtml } from './unavailable.ts';

/** Answered whatever the load: a load balancer's and Prometheus's view of an overloaded worker must not be a 503. */
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);
const BUSY = 'The server is busy.';
const BUSY_PAGE = Buffer.from(errorPageHtml('Service temporarily unavailable', `${BUSY} Please try again in a moment.`));

export interface LoadShedding {
  /** The request listener with admission in front of it (README "Operations", overload). */
  wrap(listener: RequestListener): RequestListener;
  inFlight(): number;
  queued(): number;
}

interface Waiting {
  run(): void;
  timer: NodeJS.Timeout;
}

/**
 * Load shedding in front of the whole app: at most `limits.maxInFlight` requests are served at
 * once; the next wait in a bounded FIFO queue while they can expect a slot within
 * `limits.maxQueueMs` (src/server/ops/admission.ts decides); the excess gets an immediate 503
 * with Retry-After. A request still waiting after `maxQueueMs` (the estimate was wrong, e.g. a
 * stalled database) gets its 503 then; a client that leaves while waiting gives its place up.
 *
 * It answers before Express: under overload a closed loop of clients retries each 503 at once,
 * and a 503 through the app's middleware costs about ten times a bare one, CPU the served
 * requests need (measured with bench/load.ts).
 */
export function createLoadShedding(limits: AdmissionLimits, events: { shed?: () => void } = {}, retryAfterSeconds = 1): LoadShedding {
  const lag = limits.maxLagMs === undefined ? undefined : watchEventLoopLag();
  let inFlight = 0;
  let serviceMs = 0;
  const queue: Waiting[] = [];

  const busy = (req: IncomingMessage, res: ServerResponse) => {
    events.shed?.();
    sendRawUnavailable(req, res, BUSY, retryAfterSeconds);
  };
  const handOn = () => {
    while (inFlight < limits.maxInFlight && queue.length > 0) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      next.run();
    }
  };
  const serve = (req: IncomingMessage, res: ServerResponse, listener: RequestListener) => {
    inFlight++;
    const started = performance.now();
    res.once('close', () => {
      inFlight--;
      serviceMs = nextServiceMs(serviceMs, performance.now() - started);
      handOn();
    });
    listener(req, res);
  };
  const leave = (waiting: Waiting) => {
    const at = queue.indexOf(waiting);
    if (at < 0) return false;
    queue.splice(at, 1);
    clearTimeout(waiting.timer);
    return true;
  };

  return {
    wrap: (listener) => (req, res) => {
      const path = pathOf(req.url);
      // The build's hashed files come from disk in a moment, and belong to a page already let in.
      if (NEVER_SHED.has(path) || path.startsWith('/assets/')) return listener(req, res);
      const decision = admit({ inFlight, queued: queue.length, serviceMs, lagMs: lag?.() ?? 0 }, limits);
      if (decision === 'serve') return serve(req, res, listener);
      if (decision === 'shed') return busy(req, res);
      const gone = () => leave(waiting);
      const waiting: Waiting = {
        run: () => {
          res.off('close', gone);
          serve(req, res, listener);
        },
        timer: setTimeout(() => leave(waiting) && busy(req, res), limits.maxQueueMs),
      };
      res.once('close', gone);
      queue.push(waiting);
    },
    inFlight: () => inFlight,
    queued: () => queue.length,
  };
}

/**
 * 503 with Retry-After without Express (before the app, or after it when the server stops): an
 * HTML page for a browser, a problem document for an API client, never stored by a cache.
 */
export function sendRawUnavailable(
  req: IncomingMessage,
  res: ServerResponse,
  detail: string,
  retryAfterSeconds: number,
  headers: Record<string, string> = {},
): void {
  const page = prefersPage(req.headers.accept);
  const body = page
    ? detail === BUSY
      ? BUSY_PAGE
      : Buffer.from(errorPageHtml('Service temporarily unavailable', `${detail} Please try again in a moment.`))
    : JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail, instance: req.url });
  res.writeHead(503, {
    ...headers,
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
    'Content-Type': page ? 'text/html; charset=utf-8' : 'application/problem+json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Timer period of the event loop lag watch. */
const LAG_TICK_MS = 10;

/**
 * How late the event loop is now: the larger of how late the last tick of a 10 ms timer fired
 * and how overdue the next one is (a loop busy for 300 ms has not fired it for 300 ms). Cheaper
 * than a histogram, and it answers at once. The timer does not keep the process alive.
 */
function watchEventLoopLag(): () => number {
  let last = performance.now();
  let lastLate = 0;
  setInterval(() => {
    const now = performance.now();
    lastLate = Math.max(0, now - last - LAG_TICK_MS);
    last = now;
  }, LAG_TICK_MS).unref();
  return () => Math.max(lastLate, performance.now() - last - LAG_TICK_MS);
}

function pathOf(url: string | undefined): string {
  const at = url?.indexOf('?') ?? -1;
  return at < 0 ? (url ?? '') : url!.slice(0, at);
}

/**
 * Whether an Accept header asks for a page before data, as `wantsPage` (src/server/ops/unavailable.ts)
 * decides through Express's negotiation: the higher quality wins; at equal quality a named type
 * beats a wildcard, then the one the client lists first; otherwise JSON (the server's first choice).
 */
export function prefersPage(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').map((part, index) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { range: range.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
  });
  const best = (exact: readonly string[], family: string) => {
    const named = ranges.filter((r) => exact.includes(r.range));
    const matched = named.length > 0 ? named : ranges.filter((r) => r.range === family || r.range === '*/*');
    const top = matched.reduce<(typeof ranges)[number] | undefined>((a, r) => (!a || r.q > a.q ? r : a), undefined);
    return { q: top?.q ?? 0, index: top?.index ?? Infinity, named: named.length > 0 };
  };
  const html = best(['text/html'], 'text/*');
  const json = best(['application/json', 'application/problem+json'], 'application/*');
  if (html.q === 0 || html.q < json.q) return false;
  if (html.q > json.q) return true;
  if (html.named !== json.named) return html.named;
  return html.index < json.index;
}
