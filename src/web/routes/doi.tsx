import { data, redirect } from 'react-router';
import type { Route } from './+types/doi';

/**
 * /doi/{doi} → the article page (persistent links by DOI, spec 000 §2). The query string goes
 * along, so a shared link such as `/doi/…?panel=reference:bib12` opens the same panel (ADR 009).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const doi = decodeURIComponent(params['*'] ?? '').trim();
  const pii = doi ? await context.articles.findPiiByDoi(doi) : null;
  if (!pii) throw data({ doi }, { status: 404 });
  return redirect(`/science/article/pii/${pii}${new URL(request.url).search}`, 301);
}

export default function DoiRedirect() {
  return null;
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
