import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isStorageKey, type AssetStorage } from './asset-storage.ts';

/**
 * Asset storage in a local folder (default `$LECTERN_DATA_DIR/assets`): `ab/cd/abcd…` by key,
 * two levels deep so no directory grows past a few thousand entries. Files are copied to a
 * temporary name and renamed into place, so a reader never sees half a file.
 */
export function localFolderStorage(root: string): AssetStorage {
  const dir = path.resolve(root);
  const fileOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
    return path.join(dir, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    description: dir,
    async put(key, sourcePath) {
      const target = fileOf(key);
      if (
        await fs.stat(target).then(
          () => true,
          () => false,
        )
      )
        return false;
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      try {
        await fs.copyFile(sourcePath, temp);
        await fs.rename(temp, target);
        return true;
      } catch (e) {
        await fs.rm(temp, { force: true });
        throw e;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async size(key) {
      if (!isStorageKey(key)) return undefined;
      const stat = await fs.stat(fileOf(key)).catch(() => undefined);
      return stat?.isFile() ? stat.size : undefined;
    },
    read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
  };
}
