/**
 * What a route's `handle` may say about how its document is made (read by root.tsx and
 * entry.server.tsx for the matched routes).
 */
export interface PageHandle {
  /** The page hydrates as islands in a production build, without React Router's client (ADR 007). */
  islands?: boolean;
  /** An islands page that links its stylesheets instead of inlining them (ADR 017; the default is ADR 012's inlining). */
  linkedStyles?: boolean;
  /**
   * The document is rendered whole before it is sent, as one body (ADR 017): for a page that
   * streams nothing in later, fewer and larger writes through the compression and the socket.
   */
  wholeDocument?: boolean;
}

/** The handles of the matched routes say `key` (any of them). */
export function handlesSay(handles: ReadonlyArray<unknown>, key: keyof PageHandle): boolean {
  return handles.some((h) => Boolean(h && typeof h === 'object' && (h as PageHandle)[key]));
}
