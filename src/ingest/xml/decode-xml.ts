/**
 * Decodes XML bytes by BOM or encoding declaration (UTF-8 unless told otherwise),
 * so a Latin-1 file does not turn into replacement characters.
 */
export function decodeXml(buffer: Uint8Array): string {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return new TextDecoder('utf-8').decode(buffer.subarray(3));
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  const head = new TextDecoder('latin1').decode(buffer.subarray(0, 200));
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  const encoding = declared && declared !== 'utf-8' && declared !== 'utf8' ? declared : 'utf-8';
  try {
    return new TextDecoder(encoding).decode(buffer);
  } catch {
    throw new Error(`unsupported encoding "${declared}"`);
  }
}
