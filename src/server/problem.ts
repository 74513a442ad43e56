import type { Response } from 'express';
import type { ZodError } from 'zod';
import type { Problem } from '#src/shared/api/api-contract.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Sends an RFC 9457 problem document. */
export function sendProblem(res: Response, status: number, detail: string, extra: Partial<Problem> = {}): void {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    instance: res.req.originalUrl,
    ...extra,
  };
  res.status(status).type('application/problem+json').set('Cache-Control', 'no-store').send(JSON.stringify(body));
}

/** 400 naming the first query parameter that failed validation. */
export function sendQueryProblem(res: Response, error: ZodError): void {
  const issue = error.issues[0]!;
  const parameter = String(issue.path[0] ?? 'query');
  const message = issue.message.startsWith(parameter) ? issue.message : `${parameter}: ${issue.message}`;
  sendProblem(res, 400, `Invalid query parameter "${parameter}": ${message}`, { parameter });
}
