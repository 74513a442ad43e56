import { describe, expect, it } from 'vitest';
import { authorsUrl, createAuthorsSource } from './authors-source.ts';
import { authorData, person } from './test-fixture.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('authors request (001 §7 GET /sdfe/arp/pii/{pii}/authors/; 001 §4 request → received | failed)', () => {
  it('asks the spec path, with its trailing slash', () => {
    expect(authorsUrl('S2050084X15064160')).toBe('/sdfe/arp/pii/S2050084X15064160/authors/');
    expect(authorsUrl('a/b?c')).toBe('/sdfe/arp/pii/a%2Fb%3Fc/authors/');
  });

  it('goes idle → request → received, and asks only once', async () => {
    const calls: string[] = [];
    const source = createAuthorsSource('S1', async (url) => {
      calls.push(String(url));
      return json(authorData([person(1)]));
    });
    expect(source.state).toBe('idle');
    const [a, b] = [source.load(), source.load()];
    expect(source.state).toBe('request');
    expect((await a).authors[0]!.name.display).toBe('Given1 Surname1');
    expect(await b).toBe(await a);
    await source.load();
    expect(source.state).toBe('received');
    expect(calls).toEqual(['/sdfe/arp/pii/S1/authors/']);
  });

  it.each([
    ['a server error', () => json({ title: 'Internal Server Error' }, 500)],
    ['a body of another shape', () => json({ authors: 'none' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('fails on %s, and the next load asks again', async (_, answer) => {
    let call = 0;
    const source = createAuthorsSource('S1', async () => (++call === 1 ? answer() : json(authorData([]))));
    await expect(source.load()).rejects.toThrow();
    expect(source.state).toBe('failed');
    await expect(source.load()).resolves.toMatchObject({ authors: [] });
    expect(source.state).toBe('received');
  });
});
