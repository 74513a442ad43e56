import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { IngestError } from '../read-article.server.ts';

/**
 * Extracts a zip into `target`, refusing what a hostile archive would use: names that leave
 * the folder (zip-slip: absolute, `..`, backslashes, drive letters), symbolic links, too many
 * entries, and more bytes than the limit — counted on the bytes actually inflated, not only
 * on the sizes the archive declares (zip bombs lie about those).
 */

export interface ZipLimits {
  maxBytes: number;
  maxEntries: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function unsafeName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '..')
  );
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(err ?? new Error('cannot open'));
      else resolve(zip);
    });
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err ?? new Error('cannot read')) : resolve(stream)));
  });
}

/** Counts inflated bytes across all entries and stops the stream past the limit. */
function byteBudget(state: { used: number }, limit: number, zipName: string): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      state.used += chunk.length;
      if (state.used > limit) done(new IngestError(`${zipName}: package unpacks to more than ${limit} bytes (LECTERN_MAX_PACKAGE_BYTES)`));
      else done(null, chunk);
    },
  });
}

/** Extracts every file entry; returns their paths relative to `target`. */
export async function extractZip(file: string, target: string, limits: ZipLimits): Promise<string[]> {
  const zipName = path.basename(file);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (e) {
    throw new IngestError(`${zipName}: not a readable zip archive (${(e as Error).message})`);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new IngestError(`${zipName}: package has ${zip.entryCount} entries, over the limit of ${limits.maxEntries}`);
  }
  const state = { used: 0 };
  const names: string[] = [];
  const root = path.resolve(target);
  return new Promise<string[]>((resolve, reject) => {
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      zip.close();
      if (e instanceof IngestError) return reject(e);
      const message = (e as Error).message;
      // yauzl checks names itself (strictFileNames) before our own check sees them.
      const unsafe = /^(invalid relative path|absolute path|invalid characters in fileName)/.test(message);
      reject(new IngestError(`${zipName}: ${unsafe ? 'entry points outside the package' : 'broken zip archive'} (${message})`));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (!failed) resolve(names);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      void (async () => {
        const name = entry.fileName;
        if (name.endsWith('/')) return zip.readEntry();
        if (unsafeName(name)) throw new IngestError(`${zipName}: entry "${name}" points outside the package`);
        if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
          throw new IngestError(`${zipName}: entry "${name}" is a symbolic link`);
        if (state.used + entry.uncompressedSize > limits.maxBytes) {
          throw new IngestError(`${zipName}: package unpacks to more than ${limits.maxBytes} bytes (LECTERN_MAX_PACKAGE_BYTES)`);
        }
        const out = path.resolve(root, name);
        if (!out.startsWith(root + path.sep)) throw new IngestError(`${zipName}: entry "${name}" points outside the package`);
        await fs.mkdir(path.dirname(out), { recursive: true });
        await pipeline(await openEntry(zip, entry), byteBudget(state, limits.maxBytes, zipName), createWriteStream(out, { flags: 'wx' }));
        names.push(name);
        zip.readEntry();
      })().catch(fail);
    });
    zip.readEntry();
  });
}
