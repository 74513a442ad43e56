import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deriveVmLinkKey,
  encodeVmData,
  signVmLink,
  verifyVmLink,
  vmLinkFor,
  VM_LINK_CLOCK_SKEW_SECONDS,
  VM_LINK_EXPIRED,
  VM_LINK_FUTURE,
  VM_LINK_MALFORMED,
  VM_LINK_TAMPERED,
  VM_LINK_VALIDITY_SECONDS,
} from './vm-link.ts';

const key = deriveVmLinkKey('a configured site secret that is long enough');
const slide = { pii: 'S2050084X16194050', eid: '1-s2.0-S2050084X16194050-elife-19405-inf1-hires.tif-dzi' };
const made = 1_800_000_000;
const signed = signVmLink(key, slide, made);
const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);

describe('verifyVmLink', () => {
  const cases: Array<{ name: string; params: Record<string, unknown>; now: number; expected: { status: number; reason: string } | 'ok' }> =
    [
      { name: 'a fresh link', params: signed, now: made + 60, expected: 'ok' },
      { name: 'a link at the end of its validity', params: signed, now: made + VM_LINK_VALIDITY_SECONDS, expected: 'ok' },
      { name: 'a link slightly ahead of this clock', params: signed, now: made - VM_LINK_CLOCK_SKEW_SECONDS, expected: 'ok' },
      {
        name: 'tampered data (another image)',
        params: { ...signed, data: encodeVmData({ ...slide, eid: 'another-image-dzi' }) },
        now: made + 60,
        expected: { status: 403, reason: VM_LINK_TAMPERED },
      },
      {
        name: 'tampered signature',
        params: { ...signed, signature: flip(signed.signature) },
        now: made + 60,
        expected: { status: 403, reason: VM_LINK_TAMPERED },
      },
      {
        name: 'tampered time (extended)',
        params: { ...signed, time: String(made + 3600) },
        now: made + 60,
        expected: { status: 403, reason: VM_LINK_TAMPERED },
      },
      {
        name: 'signed with another key',
        params: signVmLink(deriveVmLinkKey('another site secret, also long enough'), slide, made),
        now: made + 60,
        expected: { status: 403, reason: VM_LINK_TAMPERED },
      },
      { name: 'expired', params: signed, now: made + VM_LINK_VALIDITY_SECONDS + 1, expected: { status: 403, reason: VM_LINK_EXPIRED } },
      {
        name: 'future time',
        params: signed,
        now: made - VM_LINK_CLOCK_SKEW_SECONDS - 1,
        expected: { status: 403, reason: VM_LINK_FUTURE },
      },
      { name: 'no parameters', params: {}, now: made, expected: { status: 400, reason: VM_LINK_MALFORMED } },
      {
        name: 'no signature',
        params: { data: signed.data, time: signed.time },
        now: made,
        expected: { status: 400, reason: VM_LINK_MALFORMED },
      },
      {
        name: 'repeated data',
        params: { ...signed, data: [signed.data, signed.data] },
        now: made,
        expected: { status: 400, reason: VM_LINK_MALFORMED },
      },
      { name: 'time not a number', params: { ...signed, time: '1e9' }, now: made, expected: { status: 400, reason: VM_LINK_MALFORMED } },
      {
        name: 'signature of the wrong length',
        params: { ...signed, signature: signed.signature.slice(1) },
        now: made,
        expected: { status: 400, reason: VM_LINK_MALFORMED },
      },
      {
        name: 'data with characters outside base64url',
        params: { ...signed, data: `${signed.data}=` },
        now: made,
        expected: { status: 400, reason: VM_LINK_MALFORMED },
      },
    ];
  it.each(cases)('$name', ({ params, now, expected }) => {
    const result = verifyVmLink(key, params, now);
    if (expected === 'ok') {
      expect(result).toEqual({ ok: true, slide, time: made });
    } else {
      expect(result).toEqual({ ok: false, ...expected });
    }
  });

  it('refuses well-signed data that names no image (a path, not an attachment-eid)', () => {
    const data = Buffer.from(JSON.stringify({ p: 'S2050084X16194050', e: '../../etc/passwd' })).toString('base64url');
    const signature = createHmac('sha256', key).update(`${data}.${made}`).digest('base64url');
    expect(verifyVmLink(key, { data, signature, time: String(made) }, made)).toEqual({ ok: false, status: 400, reason: VM_LINK_MALFORMED });
  });
});

describe('vmLinkFor', () => {
  it('carries data, signature and time (000 §2) and verifies', () => {
    const url = new URL(vmLinkFor(key, slide, made), 'http://localhost');
    expect(url.pathname).toBe('/virtual-microscope');
    expect([...url.searchParams.keys()]).toEqual(['data', 'signature', 'time']);
    expect(verifyVmLink(key, Object.fromEntries(url.searchParams), made + 1)).toMatchObject({ ok: true, slide });
  });
});
