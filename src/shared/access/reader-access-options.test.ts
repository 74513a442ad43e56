import { describe, expect, it } from 'vitest';
import { ANONYMOUS_READER, type Reader } from './reader.ts';
import { readerAccessOptions } from './reader-access-options.ts';

const signedIn: Pick<Reader, 'user' | 'accessType'> = { user: { id: 'u1', name: 'R', email: 'r@example.org' }, accessType: 'GUESTREG' };
const institutional: Pick<Reader, 'user' | 'accessType'> = { user: null, accessType: 'IPRANGE' };
const both: Pick<Reader, 'user' | 'accessType'> = { ...signedIn, accessType: 'IPRANGE' };
const returnTo = '/science/article/pii/S0016236113008041';

describe('readerAccessOptions (001 §5, §6)', () => {
  it.each<[string, Pick<Reader, 'user' | 'accessType'>, boolean, string[]]>([
    ['anonymous, purchase offered', ANONYMOUS_READER, true, ['sign-in', 'institution', 'purchase']],
    ['anonymous, no purchase', ANONYMOUS_READER, false, ['sign-in', 'institution']],
    ['signed in, purchase offered', signedIn, true, ['institution', 'purchase']],
    ['recognised by an institution', institutional, false, ['sign-in']],
    ['signed in and institutional, nothing to buy', both, false, []],
  ])('%s', (_name, reader, purchasable, ids) => {
    expect(readerAccessOptions({ pii: 'S0016236113008041', reader, purchasable, returnTo }).map((o) => o.id)).toEqual(ids);
  });

  it('links sign-in and institution back to the article, and the purchase page', () => {
    expect(readerAccessOptions({ pii: 'S0016236113008041', reader: ANONYMOUS_READER, purchasable: true, returnTo })).toEqual([
      { id: 'sign-in', label: 'Sign in', href: '/user/login?targetURL=%2Fscience%2Farticle%2Fpii%2FS0016236113008041' },
      {
        id: 'institution',
        label: 'Access through your institution',
        href: '/user/institution/login?targetUrl=%2Fscience%2Farticle%2Fpii%2FS0016236113008041',
      },
      { id: 'purchase', label: 'Purchase this article', href: '/science/article/pii/S0016236113008041/purchase' },
    ]);
  });
});
