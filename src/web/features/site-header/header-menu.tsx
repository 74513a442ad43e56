import type { ReactNode } from 'react';
import { useDisclosure } from '../../ui/use-disclosure.ts';

/**
 * A header menu: a button carrying a name (cut to its max width, the whole name in its title)
 * and an arrow, opening a panel; Escape or a click outside closes it (useDisclosure). The
 * profile menu and the institution's library menu are both this.
 */
export function HeaderMenu({
  name,
  label = name,
  className,
  children,
}: {
  name: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const { open, panelId, rootRef, buttonProps } = useDisclosure();
  const extra = (suffix: string) => (className ? ` ${className}__${suffix}` : '');
  return (
    <div ref={rootRef} className={`profile-menu${className ? ` ${className}` : ''}`} data-open={open ? 'true' : 'false'}>
      <button type="button" className={`profile-menu__toggle${extra('toggle')}`} {...buttonProps}>
        <span className="profile-menu__name" title={name}>
          {label}
        </span>
        <svg className="profile-menu__arrow" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className={`profile-menu__panel${extra('panel')}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
