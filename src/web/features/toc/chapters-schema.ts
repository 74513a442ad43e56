import { z } from 'zod';

/** GET /sdfe/arp/isbn/{isbn}/chapters, read leniently (only what the tab shows); loaded lazily by book-contents.tsx. */
export const chaptersSchema = z.object({
  chapters: z.array(
    z.object({
      pii: z.string(),
      title: z.string(),
      pages: z.string().nullish(),
      firstPage: z.string().nullish(),
      lastPage: z.string().nullish(),
    }),
  ),
});
export type BookChapter = z.infer<typeof chaptersSchema>['chapters'][number];
