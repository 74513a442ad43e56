import { ACCOUNT_PATHS, INSTITUTION_SIGN_IN_LABEL } from '../account/account-menu.ts';
import { articlePath } from '../journals/publication-paths.ts';
import { isInstitutionalReader, type Reader } from './reader.ts';
import { accountHref } from '../account/target-url.ts';

/**
 * What a reader without access to an article can do about it (001 §5, §6: sign in,
 * institutional access, Purchase PDF), said the same way on the preview layout and on the
 * page a browser gets when a PDF, a media file or a zip is refused. Pure: the server's
 * decisions (may this reader buy it?) come in, labelled links go out.
 */
export const ACCESS_OPTIONS_HEADING = 'Get access to the full text of this article';
export const SIGN_IN_LABEL = 'Sign in';
export const PURCHASE_LABEL = 'Purchase this article';
export const INSTITUTION_LOGIN_PATH = '/user/institution/login';

export type ReaderAccessOptionId = 'sign-in' | 'institution' | 'purchase';

export interface ReaderAccessOption {
  id: ReaderAccessOptionId;
  label: string;
  href: string;
}

export interface ReaderAccessInput {
  pii: string;
  reader: Pick<Reader, 'user' | 'accessType'>;
  /** The server offers this reader a purchase of the article (001 §5 PURCHASE link type). */
  purchasable: boolean;
  /** Where sign-in returns to (the article page). */
  returnTo: string;
  institutionLoginPath?: string;
}

/**
 * Sign in for a visitor who is not signed in; institutional sign-in for one no institution
 * recognises; the purchase page when the server offers a purchase. A reader already signed in
 * and recognised by an institution, who may not buy, gets none.
 */
export function readerAccessOptions(input: ReaderAccessInput): ReaderAccessOption[] {
  const options: ReaderAccessOption[] = [];
  if (!input.reader.user) options.push({ id: 'sign-in', label: SIGN_IN_LABEL, href: accountHref(ACCOUNT_PATHS.login, input.returnTo) });
  if (!isInstitutionalReader(input.reader)) {
    const path = input.institutionLoginPath ?? INSTITUTION_LOGIN_PATH;
    options.push({
      id: 'institution',
      label: INSTITUTION_SIGN_IN_LABEL,
      href: `${path}?${new URLSearchParams({ targetUrl: input.returnTo })}`,
    });
  }
  if (input.purchasable) options.push({ id: 'purchase', label: PURCHASE_LABEL, href: `${articlePath(input.pii)}/purchase` });
  return options;
}
