import type { AccountMenuItem } from '#src/shared/account/account-menu.ts';
import { SignOutForm } from './sign-out-form.tsx';

/** One account menu entry: a link, a new-tab link, or the Sign out form. */
export function AccountLink({ item, csrfToken, className }: { item: AccountMenuItem; csrfToken: string | null; className: string }) {
  if (item.method === 'post') return <SignOutForm action={item.href} csrfToken={csrfToken} className={className} />;
  if (item.newTab) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener" data-account-item={item.id}>
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className={className} href={item.href} data-account-item={item.id}>
      {item.label}
    </a>
  );
}
