import { data, redirect, type AppLoadContext, type HeadersFunction } from 'react-router';
import type { ActionOutcome } from '#src/shared/account/account-actions.ts';
import type { FieldError } from '#src/web/features/account/account-forms.ts';
import { targetFromQuery } from '#src/shared/account/target-url.ts';

/** The page's own address (path + query), as a targetURL to come back to. */
export function currentTarget(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Account pages need a signed-in person: otherwise sign in first and come back here. */
export function requireSignedIn(context: AppLoadContext, request: Request): NonNullable<AppLoadContext['reader']['user']> {
  if (!context.reader.user) throw redirect(`/user/login?targetURL=${encodeURIComponent(currentTarget(request))}`);
  return context.reader.user;
}

/** The same-site targetURL (or targetUrl) of the request, else the fallback. */
export function targetOf(request: Request, fallback = '/'): string {
  return targetFromQuery(new URL(request.url).searchParams, fallback);
}

export interface FormFailure {
  errors: FieldError[];
  values?: Record<string, string>;
}

/** A form's errors with their status (400 by default). */
export function invalid(errors: FieldError[], values: Record<string, string> = {}, status = 400) {
  return data<FormFailure>({ errors, values }, { status });
}

/** A refused action: its message above the form, its status, and Retry-After when throttled. */
export function refused(outcome: Extract<ActionOutcome, { ok: false }>, values: Record<string, string> = {}) {
  const headers: Record<string, string> = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
  return data<FormFailure>({ errors: [{ field: 'form', message: outcome.message }], values }, { status: outcome.status, headers });
}

/** A string field of a submitted form ('' when absent). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Account pages are personal (never cached); a throttled sign-in says when to retry. */
export const accountHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return { 'Cache-Control': 'private, no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) };
};
