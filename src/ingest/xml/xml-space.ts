/**
 * XML whitespace (space, tab, CR, LF) is source layout; other spaces — no-break, thin,
 * narrow no-break — are typography ("10 kDa", "p < 0.05") and are kept as they are.
 * (JavaScript's \s and String.trim() would remove those too.)
 */
export const XML_SPACE = /[ \t\r\n]+/g;

export function trimXmlStart(s: string): string {
  return s.replace(/^[ \t\r\n]+/, '');
}

export function trimXmlEnd(s: string): string {
  return s.replace(/[ \t\r\n]+$/, '');
}

/** XML whitespace collapsed to single spaces and trimmed. */
export function collapse(s: string): string {
  return trimXmlEnd(trimXmlStart(s.replace(XML_SPACE, ' ')));
}
