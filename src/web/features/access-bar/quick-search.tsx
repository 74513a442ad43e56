import { useId, type FormEvent } from 'react';
import type { AccessBarSearchConfig } from '#src/shared/access/access-bar-config.ts';

/**
 * Quick search in the access bar (spec 000 §2, §5): a GET to the configured action with `qs`
 * and the hidden origin=article and zone=qSearch; not submitted when the text is empty.
 */
export function QuickSearch({ config }: { config: AccessBarSearchConfig }) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const qs = new FormData(event.currentTarget).get('qs');
    if (typeof qs !== 'string' || qs.trim() === '') event.preventDefault();
  };
  return (
    <form
      className="quick-search"
      role="search"
      method="get"
      action={config.formAction}
      onSubmit={onSubmit}
      aria-label={config.ariaLabel.input}
    >
      <input type="hidden" name="origin" value="article" />
      <input type="hidden" name="zone" value="qSearch" />
      <label htmlFor={id} className="visually-hidden">
        {config.ariaLabel.input}
      </label>
      <input id={id} type="search" name="qs" required maxLength={250} placeholder={config.inputPlaceHolder} autoComplete="off" />
      <button type="submit" aria-label={config.ariaLabel.submit}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m11 11 4 4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </form>
  );
}
