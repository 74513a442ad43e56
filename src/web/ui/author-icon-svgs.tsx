import type { ReactElement } from 'react';
import { EMAIL_ICON_PATH, ORCID_ICON, WEB_ICON_PATH } from '#src/web/ui/author-icons.ts';

/**
 * Inline SVG icons of the author list: no request, no font, and they scale with the text.
 * They are decorative; the link around each carries the accessible name.
 */

export function OrcidIcon(): ReactElement {
  return (
    <svg className="orcid-icon" viewBox={ORCID_ICON.viewBox} width="16" height="16" aria-hidden="true" focusable="false">
      <path fill={ORCID_ICON.circle.fill} d={ORCID_ICON.circle.d} />
      <path fill={ORCID_ICON.letters.fill} d={ORCID_ICON.letters.d} />
    </svg>
  );
}

export function EmailIcon(): ReactElement {
  return (
    <svg className="author-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d={EMAIL_ICON_PATH} />
    </svg>
  );
}

export function WebIcon(): ReactElement {
  return (
    <svg className="author-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d={WEB_ICON_PATH} />
    </svg>
  );
}
