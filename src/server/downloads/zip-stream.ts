import { Readable } from 'node:stream';
import type { Response } from 'express';
import yazl from 'yazl';
import type { Logger } from '../logger.ts';

/**
 * A zip streamed to the response as it is built (yazl): each entry's bytes are read only when
 * the zip reaches it, so no whole file is held in memory, however large the issue.
 */
export interface ZipEntrySource {
  name: string;
  /** Opened when the zip reaches this entry. */
  open: () => Promise<Readable> | Readable;
  compress: boolean;
}

/** Names unique within the zip ("a.pdf", "a (2).pdf"), safe on any file system. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw) => {
    const printable = [...raw].map((c) => (c.charCodeAt(0) < 0x20 ? '_' : c)).join('');
    const name = printable.replace(/[\\/:*?"<>|]+/g, '_').replace(/^\.+/, '_') || 'file';
    const n = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

const COMPRESSED = new Set([
  'pdf',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp4',
  'mov',
  'webm',
  'ogv',
  'mp3',
  'ogg',
  'm4a',
  'avi',
  'wmv',
  'flv',
  'mpg',
  'mpeg',
  'docx',
  'xlsx',
  'pptx',
]);

/** Already-compressed formats are stored as is: deflating them costs time and saves nothing. */
export function worthCompressing(extension: string | null | undefined): boolean {
  return !COMPRESSED.has((extension ?? '').toLowerCase());
}

export function streamZip(res: Response, fileName: string, entries: ZipEntrySource[], log: Logger, trailer?: () => string): void {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: entry.compress, mtime }, (cb) => {
      Promise.resolve()
        .then(entry.open)
        .then(
          (stream) => cb(null, stream),
          (e: unknown) => cb(e, undefined as never),
        );
    });
  }
  if (trailer) {
    // Built last, once every entry before it has been decided.
    zip.addReadStreamLazy('manifest.txt', { compress: true, mtime }, (cb) => {
      cb(null, Readable.from([Buffer.from(trailer(), 'utf8')]));
    });
  }
  res
    .status(200)
    .type('application/zip')
    .set({
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  zip.outputStream.on('error', (e: Error) => {
    log.error({ err: e }, `streaming ${fileName} failed`);
    res.destroy(e);
  });
  zip.outputStream.pipe(res);
  zip.end();
}
