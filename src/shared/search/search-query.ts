import { z } from 'zod';

/** Header search max length (spec 001 §5 "Header search max length 250", §9 "250 search"). */
export const SEARCH_MAX_LENGTH = 250;
export const SEARCH_PAGE_SIZE = 20;
/** Deepest page served: past this, readers refine the query instead (and OFFSET stays cheap). */
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const MIN_YEAR = 1600;
const MAX_YEAR = 2999;

// C0/C1 controls (a selection pasted from a page can carry newlines and tabs; NUL would break the query).
const CONTROLS = /\p{Cc}+/gu;

const year = (name: string) =>
  z
    .string()
    .regex(/^\d{4}$/, `${name} must be a four-digit year`)
    .transform(Number)
    .refine((y) => y >= MIN_YEAR && y <= MAX_YEAR, `${name} must be between ${MIN_YEAR} and ${MAX_YEAR}`)
    .optional();

/** Empty form fields ("Any year", "All publications") arrive as empty strings: they mean "not set". */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * The query of /search (spec 001 §2): qs from the header form (zone=header, hidden origin) or
 * from the quick search and selection popup (zone=qSearch), plus the page's filters, sort and page.
 */
export const searchParamsSchema = z
  .object({
    qs: z
      .string()
      .default('')
      .transform((s) => s.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim())
      .refine((s) => s.length <= SEARCH_MAX_LENGTH, `The search query is too long: use at most ${SEARCH_MAX_LENGTH} characters`),
    zone: z.enum(['header', 'qSearch'], { error: 'zone must be "header" or "qSearch"' }).optional(),
    origin: z.string().max(100, 'origin must be at most 100 characters').optional(),
    yearFrom: z.preprocess(blankToUndefined, year('yearFrom')),
    yearTo: z.preprocess(blankToUndefined, year('yearTo')),
    publication: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,200}$/, 'publication must be a publication name from the list')
        .optional(),
    ),
    type: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9-]{1,60}$/, 'type must be an article type from the list')
        .optional(),
    ),
    openAccess: z.preprocess(blankToUndefined, z.enum(['true'], { error: 'openAccess must be "true" or left out' }).optional()),
    sort: z.preprocess(blankToUndefined, z.enum(SEARCH_SORTS, { error: 'sort must be "relevance" or "date"' }).default('relevance')),
    page: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{1,6}$/, 'page must be a whole number')
        .transform(Number)
        .refine((p) => p >= 1 && p <= SEARCH_MAX_PAGE, `page must be between 1 and ${SEARCH_MAX_PAGE}`)
        .default(1),
    ),
  })
  .refine((q) => q.yearFrom === undefined || q.yearTo === undefined || q.yearFrom <= q.yearTo, {
    message: 'yearFrom must not be later than yearTo',
    path: ['yearFrom'],
  });

export interface SearchFilters {
  yearFrom?: number;
  yearTo?: number;
  publication?: string;
  type?: string;
  openAccess?: boolean;
}

/** A validated search: what the page shows and what the repository runs. */
export interface SearchRequest {
  qs: string;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  zone?: 'header' | 'qSearch';
}

export type SearchParseResult = { ok: true; request: SearchRequest } | { ok: false; parameter: string; message: string };

/** Parses /search's query string; a repeated parameter counts as malformed. */
export function parseSearchParams(params: URLSearchParams): SearchParseResult {
  const raw: Record<string, string> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (values.length > 1 && key in searchParamsSchema.shape) {
      return { ok: false, parameter: key, message: `${key} must be given once` };
    }
    raw[key] = values[0]!;
  }
  const parsed = searchParamsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, parameter: String(issue.path[0] ?? 'query'), message: issue.message };
  }
  const { qs, zone, yearFrom, yearTo, publication, type, openAccess, sort, page } = parsed.data;
  const filters: SearchFilters = {};
  if (yearFrom !== undefined) filters.yearFrom = yearFrom;
  if (yearTo !== undefined) filters.yearTo = yearTo;
  if (publication) filters.publication = publication;
  if (type) filters.type = type;
  if (openAccess) filters.openAccess = true;
  return { ok: true, request: { qs, filters, sort, page, ...(zone ? { zone } : {}) } };
}

/** The /search address of a request (for pagination and sort links): only the parameters that are set. */
export function searchHref(request: SearchRequest, changes: Partial<Pick<SearchRequest, 'page' | 'sort'>> = {}): string {
  const next = { ...request, ...changes };
  const params = new URLSearchParams({ qs: next.qs });
  const f = next.filters;
  if (f.yearFrom !== undefined) params.set('yearFrom', String(f.yearFrom));
  if (f.yearTo !== undefined) params.set('yearTo', String(f.yearTo));
  if (f.publication) params.set('publication', f.publication);
  if (f.type) params.set('type', f.type);
  if (f.openAccess) params.set('openAccess', 'true');
  if (next.sort !== 'relevance') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  return `/search?${params.toString()}`;
}
