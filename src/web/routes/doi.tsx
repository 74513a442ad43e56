import { data, redirect } from 'react-router';
import type { Route } from './+types/doi';

/** /doi/{doi} → the article page (persistent links by DOI, spec 000 §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const doi = decodeURIComponent(params['*'] ?? '').trim();
  const pii = doi ? await context.articles.findPiiByDoi(doi) : null;
  if (!pii) throw data({ doi }, { status: 404 });
  return redirect(`/science/article/pii/${pii}`, 301);
}

export default function DoiRedirect() {
  return null;
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
