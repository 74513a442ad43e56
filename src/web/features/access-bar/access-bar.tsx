import { useMemo, useRef } from 'react';
import type { AccessBarConfig } from '#src/shared/access/access-bar-config.ts';
import { ACCESS_BAR_MAX, splitAccessBarItems, usableComponents } from '#src/web/features/access-bar/access-bar-slots.ts';
import { accessBarItems, ruleBanners, type AccessBarArticle } from '#src/web/features/access-bar/access-bar-layout.ts';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { isInstitutionalReader, type Reader } from '#src/shared/access/reader.ts';
import { AccessBanners } from './access-banners.tsx';
import { AccessBarEntry, type BarEntry } from './access-bar-item.tsx';
import { OtherAccessOptions } from './other-access-options.tsx';
import { QuickSearch } from './quick-search.tsx';
import { useLinkResolvers, useSeamlessInstitution } from './use-access-data.ts';
import { useStickyBar } from './use-sticky-bar.ts';
import './access-bar.css';

export interface ArticleAccessBarProps {
  article: AccessBarArticle;
  pageState: ArticlePageState;
  config: AccessBarConfig;
  reader: Reader;
  csrfToken: string | null;
  /** The page address (path + query), for institution sign-in's targetUrl. */
  currentPath: string;
}

const SMALL = ACCESS_BAR_MAX.xs;
const MEDIUM = ACCESS_BAR_MAX.md;

/**
 * The access bar (spec 000 §2, §3; 001 §4): the items of the layout rule and the publisher's
 * components, at most 2 in the bar below 48em and 3 from 48em (with a divider), the rest in
 * the `Other access options` popover; the quick search; dismissible banners. The split by
 * width is CSS only: the third item exists in the bar (shown from md) and in the popover
 * (shown below md), so the server's HTML is right before any script runs.
 */
export function ArticleAccessBar({ article, pageState, config, reader, csrfToken, currentPath }: ArticleAccessBarProps) {
  const ref = useRef<HTMLElement>(null);
  const stuck = useStickyBar(ref);
  const institutional = isInstitutionalReader(reader);
  const seamless = useSeamlessInstitution(!institutional && !pageState.entitled && !pageState.isThirdParty);
  const hubWanted =
    institutional &&
    !pageState.entitled &&
    !pageState.isThirdParty &&
    !pageState.clinicalKeyUrl &&
    pageState.accessOptions.linkType !== null;
  const linkingHubLinks = useLinkResolvers(article.pii, hubWanted);

  const entries = useMemo<BarEntry[]>(() => {
    const items = accessBarItems(article, pageState, reader, {
      patientAccessUrl: config.patientAccessUrl,
      institutionLoginPath: config.institutionLoginPath,
      currentPath,
      seamlessInstitution: seamless.institution,
      linkingHubLinks,
    });
    return [
      ...items.map((item, i) => ({ key: `${item.kind}-${i}`, item })),
      ...usableComponents(config.components, typeof window === 'undefined' ? () => {} : console.warn).map((component) => ({
        key: `component-${component.id}`,
        component,
      })),
    ];
  }, [article, pageState, reader, config, currentPath, seamless.institution, linkingHubLinks]);

  const banners = useMemo(
    () => [...config.banners, ...ruleBanners(pageState, reader, linkingHubLinks)],
    [config.banners, pageState, reader, linkingHubLinks],
  );

  const render = (entry: BarEntry, index: number) => (
    <AccessBarEntry entry={entry} first={index === 0} pii={article.pii} csrfToken={csrfToken} config={config} />
  );
  const md = splitAccessBarItems(entries, 'md');
  const small = splitAccessBarItems(entries, 'xs');
  const inBar = md.shown;
  const overflow = small.overflow;

  return (
    <section
      ref={ref}
      className="access-bar"
      aria-label={config.ariaLabel.accessbar}
      data-stuck={stuck ? 'true' : 'false'}
      data-seamless-access-completed={seamless.completed ? 'true' : 'false'}
    >
      <div className="access-bar__row">
        {entries.length > 0 ? (
          <ul className="access-bar__items" aria-label={config.ariaLabel.componentsList}>
            {inBar.map((entry, i) => (
              <li key={entry.key} className={i >= SMALL ? 'access-bar__item access-bar__item--md-up' : 'access-bar__item'}>
                {render(entry, i)}
              </li>
            ))}
          </ul>
        ) : null}
        {md.divider ? <span className="access-bar__divider" aria-hidden="true" /> : null}
        {overflow.length > 0 ? (
          <OtherAccessOptions className={md.overflow.length > 0 ? '' : 'other-access--below-md'}>
            {overflow.map((entry, i) => {
              const index = i + SMALL;
              return (
                <li key={entry.key} className={index < MEDIUM ? 'other-access__item other-access__item--below-md' : 'other-access__item'}>
                  {render(entry, index)}
                </li>
              );
            })}
          </OtherAccessOptions>
        ) : null}
        {config.search ? <QuickSearch config={config.search} /> : null}
      </div>
      <AccessBanners banners={banners} />
    </section>
  );
}
