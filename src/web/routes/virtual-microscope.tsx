import { useEffect, useRef, useState } from 'react';
import { data, type MetaDescriptor } from 'react-router';
import { loadChunk } from '#src/web/ui/chunk-load.ts';
import { textOf } from '#src/shared/article/content-model.ts';
import { articlePath } from '#src/shared/journals/publication-paths.ts';
import { figureLabels, imageLabel } from '#src/shared/virtual-microscope/figure-labels.ts';
import type { Route } from './+types/virtual-microscope';
import './virtual-microscope.css';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

/**
 * The virtual microscope viewer (spec 000 §1, §2 "a virtual microscope viewer link with
 * parameters data, signature and time"; ADR 006). The Express host has already checked the
 * link's signature and time and the reader's entitlement (src/server/virtual-microscope/vm-page-guard.ts)
 * and names the image in the load context; without it there is nothing to show (404). The
 * deep-zoom view (OpenSeadragon) is a lazily loaded chunk; its tiles come from the media routes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const slide = context.vmSlide;
  if (!slide) throw data(null, { status: 404 });
  const article = await context.articles.findByPii(slide.pii);
  const pyramids = (article?.model.attachments ?? []).filter((a) => (a.extension ?? '').toLowerCase() === 'dzi');
  const pyramid = pyramids.find((a) => a.eid === slide.eid);
  if (!article || !pyramid) throw data(null, { status: 404 });
  const label = imageLabel(figureLabels(article.model), pyramid.ref, pyramids.indexOf(pyramid) + 1);
  return data(
    {
      pii: article.pii,
      title: textOf(article.model.title).trim() || article.pii,
      articleUrl: articlePath(article.pii),
      label,
      pyramidUrl: `${context.mediaBaseUrl}/${encodeURIComponent(pyramid.eid)}`,
      width: pyramid.pixelWidth ?? null,
      height: pyramid.pixelHeight ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  const robots = { name: 'robots', content: 'noindex' };
  if (!loaded) return [{ title: 'Virtual microscope | Lectern' }, robots];
  return [{ title: `${loaded.label}, ${loaded.title} (virtual microscope) | Lectern` }, robots];
}

type Status = 'loading' | 'open' | 'failed';

export default function VirtualMicroscopePage({ loaderData }: Route.ComponentProps) {
  const { title, articleUrl, label, pyramidUrl, width, height } = loaderData;
  const stageRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    // OpenSeadragon is a chunk of its own (001 §9 chunk rules), loaded after hydration.
    loadChunk('virtual-microscope', 'ui/deep-zoom-view.ts', () => import('../ui/deep-zoom-view.ts'))
      .then(({ openDeepZoom }) => {
        if (cancelled || !stageRef.current) return;
        destroy = openDeepZoom(stageRef.current, pyramidUrl, label, {
          onOpen: () => !cancelled && setStatus('open'),
          onFail: () => !cancelled && setStatus('failed'),
        }).destroy;
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [pyramidUrl, label]);

  return (
    <div className="virtual-microscope" data-status={status}>
      <h1>Virtual microscope: {label}</h1>
      <p>
        From <a href={articleUrl}>{title}</a>
        {width && height ? `, ${groupedCount(width)} × ${groupedCount(height)} pixels` : null}
      </p>
      <p className="virtual-microscope__status" role="status">
        {status === 'loading' ? 'Loading the image…' : status === 'failed' ? 'The deep-zoom image could not be loaded.' : ''}
      </p>
      <div ref={stageRef} className="virtual-microscope__stage" />
    </div>
  );
}
