/**
 * Path data of the author list's icons, so the server-rendered header and the client's full
 * list and side panel draw the same inline SVGs (no request, no icon font).
 */

/** The ORCID iD icon (ORCID brand guidelines: the green iD next to the name, linking to the record). */
export const ORCID_ICON = {
  viewBox: '0 0 256 256',
  circle: { fill: '#A6CE39', d: 'M256 128c0 70.7-57.3 128-128 128S0 198.7 0 128 57.3 0 128 0s128 57.3 128 128z' },
  letters: {
    fill: '#FFFFFF',
    d:
      'M86.3 186.2H70.9V79.1h15.4v107.1zM108.9 79.1h41.6c39.6 0 57 28.3 57 53.6 0 27.5-21.5 53.6-56.8 53.6h-41.8V79.1z' +
      'm15.4 93.3h24.5c34.9 0 42.9-26.5 42.9-39.7C191.7 111.2 178 93 148 93h-23.7v79.4z' +
      'M88.7 56.8c0 5.5-4.5 10.1-10.1 10.1s-10.1-4.6-10.1-10.1c0-5.6 4.5-10.1 10.1-10.1s10.1 4.6 10.1 10.1z',
  },
} as const;

/** Outline icons drawn with `stroke="currentColor"` on a 24×24 grid. */
export const EMAIL_ICON_PATH = 'M3 5.5h18v13H3zM3.5 6l8.5 7 8.5-7';
export const WEB_ICON_PATH =
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z';
