/**
 * OAI-PMH 2.0 request validation (§3.1, §4): which arguments each verb takes, the exclusive
 * resumptionToken, repeated or unknown arguments, and UTC datestamps. Pure: the verbs see
 * only requests that passed.
 */
export type OaiErrorCode =
  | 'badVerb'
  | 'badArgument'
  | 'badResumptionToken'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

export const VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'ListIdentifiers', 'ListRecords', 'GetRecord'] as const;
export type Verb = (typeof VERBS)[number];

interface VerbArguments {
  required: string[];
  optional: string[];
  /** Verbs whose lists may continue with a resumptionToken (then the only argument). */
  resumable: boolean;
}

const ARGUMENTS: Record<Verb, VerbArguments> = {
  Identify: { required: [], optional: [], resumable: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], resumable: false },
  ListSets: { required: [], optional: [], resumable: true },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], resumable: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], resumable: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], resumable: false },
};

export type OaiArgs = Partial<Record<'identifier' | 'metadataPrefix' | 'from' | 'until' | 'set' | 'resumptionToken', string>>;

export type ParsedRequest = { ok: true; verb: Verb; args: OaiArgs } | { ok: false; errors: OaiError[] };

export type Granularity = 'day' | 'seconds';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A datestamp argument as a UTC instant and its granularity, or null when malformed or impossible. */
export function parseDatestamp(value: string): { date: Date; granularity: Granularity } | null {
  const m = DAY.exec(value) ?? SECONDS.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
  // Date.UTC rolls 2024-02-30 over to March: a round trip catches impossible dates.
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return valid ? { date, granularity: m.length > 4 ? 'seconds' : 'day' } : null;
}

function datestampErrors(args: OaiArgs): OaiError[] {
  const errors: OaiError[] = [];
  const from = args.from === undefined ? undefined : parseDatestamp(args.from);
  const until = args.until === undefined ? undefined : parseDatestamp(args.until);
  if (from === null)
    errors.push({ code: 'badArgument', message: `from "${args.from}" is not a UTC datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ)` });
  if (until === null)
    errors.push({ code: 'badArgument', message: `until "${args.until}" is not a UTC datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ)` });
  if (from && until) {
    if (from.granularity !== until.granularity)
      errors.push({ code: 'badArgument', message: 'from and until must have the same granularity' });
    else if (from.date > until.date) errors.push({ code: 'badArgument', message: 'from must not be later than until' });
  }
  return errors;
}

function argumentErrors(verb: Verb, args: Record<string, string>): OaiError[] {
  const spec = ARGUMENTS[verb];
  const names = Object.keys(args);
  if (args.resumptionToken !== undefined && spec.resumable) {
    const others = names.filter((n) => n !== 'resumptionToken');
    return others.length ? [{ code: 'badArgument', message: `resumptionToken is an exclusive argument; remove ${others.join(', ')}` }] : [];
  }
  const allowed = new Set([...spec.required, ...spec.optional]);
  const errors: OaiError[] = names
    .filter((n) => !allowed.has(n))
    .map((n) => ({ code: 'badArgument', message: `${n} is not an argument of ${verb}` }));
  for (const name of spec.required) {
    if (args[name] === undefined) errors.push({ code: 'badArgument', message: `${verb} requires the argument ${name}` });
  }
  return errors.length ? errors : datestampErrors(args);
}

/** Validates the request's parameters (query string or form body) for one of the six verbs. */
export function parseOaiRequest(params: Record<string, unknown>): ParsedRequest {
  const verb = params.verb;
  if (typeof verb !== 'string') {
    return {
      ok: false,
      errors: [{ code: 'badVerb', message: verb === undefined ? 'The verb argument is missing' : 'The verb argument is repeated' }],
    };
  }
  if (!(VERBS as readonly string[]).includes(verb))
    return { ok: false, errors: [{ code: 'badVerb', message: `Illegal OAI verb "${verb}"` }] };
  const args: Record<string, string> = {};
  const errors: OaiError[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name === 'verb') continue;
    if (typeof value !== 'string') errors.push({ code: 'badArgument', message: `${name} is repeated` });
    else if (value === '') errors.push({ code: 'badArgument', message: `${name} is empty` });
    else args[name] = value;
  }
  if (errors.length) return { ok: false, errors };
  const argErrors = argumentErrors(verb as Verb, args);
  return argErrors.length ? { ok: false, errors: argErrors } : { ok: true, verb: verb as Verb, args };
}
