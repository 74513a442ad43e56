import { describe, expect, it } from 'vitest';
import { parseDatestamp, parseOaiRequest, type OaiErrorCode } from './oai-arguments.ts';

describe('parseOaiRequest', () => {
  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ['Identify', { verb: 'Identify' }, 'Identify', {}],
    ['ListMetadataFormats', { verb: 'ListMetadataFormats' }, 'ListMetadataFormats', {}],
    [
      'ListMetadataFormats for an item',
      { verb: 'ListMetadataFormats', identifier: 'oai:x.org:S1' },
      'ListMetadataFormats',
      { identifier: 'oai:x.org:S1' },
    ],
    ['ListSets', { verb: 'ListSets' }, 'ListSets', {}],
    ['ListRecords', { verb: 'ListRecords', metadataPrefix: 'oai_dc' }, 'ListRecords', { metadataPrefix: 'oai_dc' }],
    [
      'ListRecords by day',
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2024-01-01', until: '2024-12-31' },
      'ListRecords',
      { metadataPrefix: 'oai_dc', from: '2024-01-01', until: '2024-12-31' },
    ],
    [
      'ListIdentifiers by second with a set',
      { verb: 'ListIdentifiers', metadataPrefix: 'jats', from: '2024-01-01T10:00:00Z', until: '2024-01-01T10:00:00Z', set: 'elife' },
      'ListIdentifiers',
      { metadataPrefix: 'jats', from: '2024-01-01T10:00:00Z', until: '2024-01-01T10:00:00Z', set: 'elife' },
    ],
    ['ListRecords resumed', { verb: 'ListRecords', resumptionToken: 'abc' }, 'ListRecords', { resumptionToken: 'abc' }],
    ['ListSets resumed', { verb: 'ListSets', resumptionToken: 'abc' }, 'ListSets', { resumptionToken: 'abc' }],
    [
      'GetRecord',
      { verb: 'GetRecord', identifier: 'oai:x.org:S1', metadataPrefix: 'oai_dc' },
      'GetRecord',
      { identifier: 'oai:x.org:S1', metadataPrefix: 'oai_dc' },
    ],
  ])('accepts %s', (_name, params, verb, args) => {
    expect(parseOaiRequest(params)).toEqual({ ok: true, verb, args });
  });

  it.each<[string, Record<string, unknown>, OaiErrorCode, RegExp]>([
    ['no verb', {}, 'badVerb', /missing/],
    ['an unknown verb', { verb: 'ListEverything' }, 'badVerb', /Illegal OAI verb/],
    ['a verb in the wrong case', { verb: 'identify' }, 'badVerb', /Illegal OAI verb/],
    ['a repeated verb', { verb: ['Identify', 'Identify'] }, 'badVerb', /repeated/],
    ['an argument to Identify', { verb: 'Identify', set: 'x' }, 'badArgument', /set is not an argument of Identify/],
    ['a repeated argument', { verb: 'ListRecords', metadataPrefix: ['oai_dc', 'jats'] }, 'badArgument', /metadataPrefix is repeated/],
    ['an empty argument', { verb: 'ListRecords', metadataPrefix: 'oai_dc', set: '' }, 'badArgument', /set is empty/],
    ['ListRecords without metadataPrefix', { verb: 'ListRecords' }, 'badArgument', /requires the argument metadataPrefix/],
    ['GetRecord without identifier', { verb: 'GetRecord', metadataPrefix: 'oai_dc' }, 'badArgument', /requires the argument identifier/],
    [
      'GetRecord without metadataPrefix',
      { verb: 'GetRecord', identifier: 'oai:x.org:S1' },
      'badArgument',
      /requires the argument metadataPrefix/,
    ],
    ['an unknown argument', { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', foo: 'bar' }, 'badArgument', /foo is not an argument/],
    [
      'resumptionToken with another argument',
      { verb: 'ListRecords', resumptionToken: 't', metadataPrefix: 'oai_dc' },
      'badArgument',
      /exclusive/,
    ],
    [
      'resumptionToken on GetRecord',
      { verb: 'GetRecord', identifier: 'i', metadataPrefix: 'oai_dc', resumptionToken: 't' },
      'badArgument',
      /resumptionToken is not an argument/,
    ],
    [
      'a malformed from',
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2024-1-1' },
      'badArgument',
      /from "2024-1-1" is not a UTC datestamp/,
    ],
    ['a local time', { verb: 'ListRecords', metadataPrefix: 'oai_dc', until: '2024-01-01T10:00:00+01:00' }, 'badArgument', /until/],
    ['sub-second granularity', { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2024-01-01T10:00:00.5Z' }, 'badArgument', /from/],
    ['an impossible date', { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2023-02-29' }, 'badArgument', /from/],
    [
      'mixed granularities',
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2024-01-01', until: '2024-01-02T00:00:00Z' },
      'badArgument',
      /same granularity/,
    ],
    [
      'from after until',
      { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2024-02-01', until: '2024-01-01' },
      'badArgument',
      /not be later/,
    ],
  ])('refuses %s', (_name, params, code, message) => {
    const result = parseOaiRequest(params);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]!.code).toBe(code);
    expect(result.errors[0]!.message).toMatch(message);
  });
});

describe('parseDatestamp', () => {
  it.each<[string, string | null, string | null]>([
    ['2024-02-29', '2024-02-29T00:00:00.000Z', 'day'],
    ['2024-12-31T23:59:59Z', '2024-12-31T23:59:59.000Z', 'seconds'],
    ['2024-13-01', null, null],
    ['2024-01-01T24:00:00Z', null, null],
    ['2024-01-01T10:00Z', null, null],
    ['2024-01-01 10:00:00Z', null, null],
    ['20240101', null, null],
  ])('%s', (value, iso, granularity) => {
    const parsed = parseDatestamp(value);
    expect(parsed ? parsed.date.toISOString() : null).toBe(iso);
    expect(parsed?.granularity ?? null).toBe(granularity);
  });
});
