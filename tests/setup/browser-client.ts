/**
 * A cookie-keeping HTTP client for tests of sign-in, sessions and CSRF over real HTTP: what a
 * browser without JavaScript does (forms, redirects not followed so each hop can be checked).
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    /** Extra headers on every request, e.g. X-Forwarded-For to stand for another client address. */
    readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string> | undefined) });
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const res = await fetch(this.base + path, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async page(path: string): Promise<{ status: number; html: string; res: Response }> {
    const res = await this.request(path);
    return { status: res.status, html: await res.text(), res };
  }

  /** The CSRF token a page's form carries (its `_csrf` field), else the page's meta tag. */
  static csrfOf(html: string): string {
    const field = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    const meta = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    const token = field ?? meta;
    if (!token) throw new Error('the page has no CSRF token');
    return token.replaceAll('&amp;', '&');
  }

  /** GETs the form page, then POSTs the form with the page's token (unless `_csrf` is given). */
  async submit(formPage: string, fields: Record<string, string>, action = formPage): Promise<Response> {
    const { html } = await this.page(formPage);
    return this.post(action, { _csrf: BrowserClient.csrfOf(html), ...fields });
  }

  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** Whether the page's serialised loader data holds this string value (e.g. the reader's userType). */
export function pageDataHas(html: string, value: string): boolean {
  return html.includes(`\\"${value}\\"`) || html.includes(`"${value}"`);
}
