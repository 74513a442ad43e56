/**
 * The preview aside's heading (001 §2), in a module of its own so the client's preview aside
 * does not pull src/web/ui/article-preview.ts — and with it the article model's zod schemas —
 * into the article page's JavaScript.
 */
export const PREVIEW_TOC_TITLE = 'Article preview';
