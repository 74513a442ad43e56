/**
 * The one web module the server may import (ARCHITECTURE.md layers; ADR 004): the article body
 * renderer, which the server also uses outside a page (the print/PDF document). Everything else
 * of the web layer reaches the server only through the load context's types (`load-context.ts`).
 */
export { renderArticleHtml } from './routes/article-content.tsx';
