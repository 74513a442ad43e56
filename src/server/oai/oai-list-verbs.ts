import type { HarvestFilter, HarvestRepository } from '#src/db/harvest-repository.server.ts';
import { el, type XmlElementSpec } from '#src/server/xml-writer.ts';
import { parseDatestamp, type OaiArgs } from './oai-arguments.ts';
import { articleUrl, recordHeader, type OaiRequestContext, type VerbResult } from './oai-envelope.ts';
import { formatByPrefix } from './oai-formats.ts';
import { decodeToken, encodeToken, type TokenState } from './resumption-token.ts';

type ListVerb = 'ListIdentifiers' | 'ListRecords';
type Harvest = Pick<HarvestRepository, 'listSize' | 'page'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** from/until as query bounds: from inclusive; until inclusive at its own granularity, so exclusive one unit later. */
function bounds(args: OaiArgs): Pick<TokenState, 'from' | 'before'> {
  const from = args.from ? parseDatestamp(args.from)! : undefined;
  const until = args.until ? parseDatestamp(args.until)! : undefined;
  const step = until?.granularity === 'day' ? DAY_MS : 1000;
  return {
    ...(from ? { from: from.date.toISOString() } : {}),
    ...(until ? { before: new Date(until.date.getTime() + step).toISOString() } : {}),
  };
}

function noRecordsMatch(): VerbResult {
  return { ok: false, errors: [{ code: 'noRecordsMatch', message: 'No records match the request' }] };
}

/** A new list's state (before its first page), or an error result. */
async function firstState(verb: ListVerb, args: OaiArgs, harvest: Harvest): Promise<TokenState | VerbResult> {
  const format = formatByPrefix(args.metadataPrefix!);
  if (!format)
    return { ok: false, errors: [{ code: 'cannotDisseminateFormat', message: `Unknown metadata format "${args.metadataPrefix}"` }] };
  const range = bounds(args);
  const filter: HarvestFilter = { ...range, ...(args.set ? { set: args.set } : {}), jatsOnly: format.jatsOnly };
  const { count, newest } = await harvest.listSize(filter);
  if (count === 0 || !newest) return noRecordsMatch();
  return {
    v: 1,
    verb,
    prefix: format.prefix,
    ...range,
    ...(args.set ? { set: args.set } : {}),
    // Freezing the end at the newest row now: an article re-ingested mid-harvest moves past
    // the end instead of coming round a second time; the next incremental harvest gets it.
    through: newest,
    after: { stamp: '0001-01-01T00:00:00.000000Z', id: '0' },
    cursor: 0,
    size: count,
  };
}

function isState(value: TokenState | VerbResult): value is TokenState {
  return 'v' in value;
}

/** ListIdentifiers and ListRecords: one page of at most pageSize items and the token for the next. */
export async function listItems(ctx: OaiRequestContext, harvest: Harvest, verb: ListVerb, args: OaiArgs): Promise<VerbResult> {
  let state: TokenState;
  if (args.resumptionToken !== undefined) {
    const decoded = decodeToken(args.resumptionToken, ctx.tokenKey);
    if (!decoded || decoded.verb !== verb) {
      return {
        ok: false,
        errors: [{ code: 'badResumptionToken', message: 'The resumptionToken is invalid or was issued for another request' }],
      };
    }
    state = decoded;
  } else {
    const first = await firstState(verb, args, harvest);
    if (!isState(first)) return first;
    state = first;
  }
  const format = formatByPrefix(state.prefix);
  if (!format) return { ok: false, errors: [{ code: 'badResumptionToken', message: 'The resumptionToken names an unknown format' }] };
  const filter: HarvestFilter = {
    from: state.from,
    before: state.before,
    through: state.through,
    set: state.set,
    jatsOnly: format.jatsOnly,
  };
  const pageSize = verb === 'ListRecords' ? Math.min(ctx.pageSize, format.maxRecordsPerPage ?? ctx.pageSize) : ctx.pageSize;
  const rows = await harvest.page(filter, state.after, pageSize + 1, verb === 'ListRecords' ? format.load : {});
  if (rows.length === 0) return noRecordsMatch();
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1]!;
  const delivered = state.cursor + page.length;
  const next: TokenState = { ...state, after: { stamp: last.stamp, id: last.id }, cursor: delivered };
  const token = el(
    'resumptionToken',
    // Rows may have been re-ingested past the frozen end since the list began: never claim fewer than delivered.
    { completeListSize: String(Math.max(state.size, delivered)), cursor: String(state.cursor) },
    rows.length > pageSize ? encodeToken(next, ctx.tokenKey) : null,
  );
  const items: XmlElementSpec[] = page.map((record) =>
    verb === 'ListIdentifiers'
      ? recordHeader(ctx, record)
      : el('record', {}, recordHeader(ctx, record), el('metadata', {}, format.metadata(record, articleUrl(ctx, record.pii)))),
  );
  // A complete list in one response carries no token; the last page of a resumed list an empty one.
  const showToken = rows.length > pageSize || state.cursor > 0;
  return { ok: true, body: el(verb, {}, ...items, showToken ? token : null) };
}
