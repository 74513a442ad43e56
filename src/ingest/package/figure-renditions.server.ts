import { IMAGE_PREFERENCE, isWebImage } from '#src/shared/article/attachments.ts';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { canRender, makeThumbnail, makeWebRendition, scratchFile, type RenderedImage } from '../images/web-image.server.ts';

/**
 * What readers need to see every figure of a package (spec 000 §3 attachment types, §9
 * preference order): a web rendition when a graphic has only TIFF or PDF files, and an
 * IMAGE-THUMBNAIL when the package brought none. Each made file is a new attachment of the
 * same graphic with `derivedFrom` naming its source; the source stays the download.
 */

export interface MadeFile {
  attachment: Attachment;
  file: string;
}

export interface FigureRenditions {
  made: MadeFile[];
  /** One line per file that could not be made: what is missing, and why. */
  problems: string[];
}

const FIGURE_TYPES: ReadonlySet<string> = new Set([...IMAGE_PREFERENCE, 'IMAGE-THUMBNAIL']);

function derived(source: Attachment, type: string, suffix: string, image: RenderedImage): Attachment {
  return {
    eid: `${source.eid}-${suffix}`.replace(/[^A-Za-z0-9._-]+/g, '_'),
    type,
    ...(source.ref !== undefined ? { ref: source.ref } : {}),
    fileBasename: `${source.fileBasename}-${suffix}`,
    extension: image.extension,
    mimetype: image.mimetype,
    pixelWidth: image.width,
    pixelHeight: image.height,
    derivedFrom: source.eid,
  };
}

function byPreference(files: readonly Attachment[]): Attachment[] {
  return IMAGE_PREFERENCE.flatMap((type) => files.filter((a) => a.type === type));
}

/**
 * Makes the missing renditions of every graphic whose files the package has. `fileOf` gives a
 * stored attachment's file on disk; new files go into `scratchDir`.
 */
export async function makeFigureRenditions(
  attachments: readonly Attachment[],
  fileOf: (a: Attachment) => string | undefined,
  scratchDir: string,
): Promise<FigureRenditions> {
  const byRef = new Map<string, Attachment[]>();
  for (const a of attachments) {
    if (a.ref === undefined || !FIGURE_TYPES.has(a.type) || !fileOf(a)) continue;
    byRef.set(a.ref, [...(byRef.get(a.ref) ?? []), a]);
  }
  const made: MadeFile[] = [];
  const problems: string[] = [];
  for (const [ref, files] of byRef) {
    const ranked = byPreference(files);
    let shown = ranked.find(isWebImage);
    let shownFile = shown ? fileOf(shown) : undefined;
    if (!shown) {
      const source = ranked.find((a) => canRender(a.extension ?? ''));
      if (!source) {
        problems.push(
          `${ranked[0]?.fileBasename ?? ref}: graphic ${ref} has no file in a format that can be shown (${ranked.map((a) => a.extension).join(', ') || 'none'})`,
        );
        continue;
      }
      try {
        const image = await makeWebRendition(fileOf(source)!, source.extension ?? '', scratchFile(scratchDir, `${source.eid}-web`));
        shown = derived(source, source.type, 'web', image);
        shownFile = image.file;
        made.push({ attachment: shown, file: image.file });
      } catch (e) {
        problems.push(
          `${source.fileBasename}.${source.extension}: no web image could be made for graphic ${ref} (${(e as Error).message})`,
        );
        continue;
      }
    }
    if (files.some((a) => a.type === 'IMAGE-THUMBNAIL')) continue;
    try {
      const thumb = await makeThumbnail(shownFile!, shown.extension ?? '', scratchFile(scratchDir, `${shown.eid}-thumb`));
      made.push({
        attachment: derived(
          shown.derivedFrom ? ranked.find((a) => a.eid === shown.derivedFrom)! : shown,
          'IMAGE-THUMBNAIL',
          'thumb',
          thumb,
        ),
        file: thumb.file,
      });
    } catch (e) {
      problems.push(`${shown.fileBasename}.${shown.extension}: no thumbnail could be made for graphic ${ref} (${(e as Error).message})`);
    }
  }
  return { made, problems };
}
