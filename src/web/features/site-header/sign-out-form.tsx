/** Sign out is a POST with the CSRF token (never a GET a crawler or prefetch could follow). */
export function SignOutForm({ action, csrfToken, className }: { action: string; csrfToken: string | null; className: string }) {
  return (
    <form method="post" action={action} className="sign-out-form">
      {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
      <button type="submit" className={className}>
        Sign out
      </button>
    </form>
  );
}
