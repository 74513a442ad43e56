import type { ReactElement, ReactNode } from 'react';
import type { FloatEntry } from '#src/shared/article/article-outline.ts';
import { figureShortLabel } from '#src/web/ui/figure-caption.ts';
import type { TocData, TocFigure, TocOutlineItem } from '#src/web/ui/toc-data.ts';
import {
  CITED_BY_ANCHOR,
  isTocLinkActive,
  shortOutline,
  showKeyOf,
  TOC_BLOCK_TITLES,
  toggleLabel,
  visibleItems,
  canToggle,
  type TocAnchorType,
  type TocBlock,
  type TocState,
} from '#src/web/ui/toc-rules.ts';
import { ExtrasDownload, useExtrasImpression } from './extras-download.tsx';

export interface TocBlocksProps {
  data: TocData;
  state: TocState;
  /** Prefix for this copy's ids (the sidebar and the modal each render the blocks). */
  idPrefix: string;
  activeId: string | null;
  onToggle(block: TocBlock): void;
  /** Called when a link is followed (the modal closes). */
  onNavigate?(): void;
  /** The bulk download form is rendered once (in the sidebar copy). */
  withDownload: boolean;
}

function TocLink({
  id,
  anchorType,
  state,
  activeId,
  onNavigate,
  children,
}: {
  id: string;
  anchorType: TocAnchorType;
  state: TocState;
  activeId: string | null;
  onNavigate?: () => void;
  children: ReactNode;
}): ReactElement {
  if (!isTocLinkActive(anchorType, state.showEntitledTocLinks)) return <span className="toc__link toc__link--inactive">{children}</span>;
  const current = activeId === id;
  return (
    <a
      className={current ? 'toc__link toc__link--current' : 'toc__link'}
      href={`#${encodeURIComponent(id)}`}
      aria-current={current ? 'location' : undefined}
      onClick={onNavigate}
    >
      {children}
    </a>
  );
}

function Block({
  block,
  title,
  idPrefix,
  children,
  count,
  state,
  onToggle,
}: {
  block: TocBlock;
  title: string;
  idPrefix: string;
  children: ReactNode;
  count: number;
  state: TocState;
  onToggle(block: TocBlock): void;
}): ReactElement {
  const headingId = `${idPrefix}-${block}-title`;
  const listId = `${idPrefix}-${block}-list`;
  const expanded = state[showKeyOf(block)];
  const toggles = block === 'outline' ? state.canToggleFullOutline : canToggle(count);
  return (
    <section className={`toc__block toc__block--${block}`} aria-labelledby={headingId}>
      <h2 className="toc__heading" id={headingId}>
        {title}
      </h2>
      <div id={listId}>{children}</div>
      {toggles ? (
        <button type="button" className="toc__toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => onToggle(block)}>
          {toggleLabel(block, expanded)}
        </button>
      ) : null}
    </section>
  );
}

function OutlineList({ items, props }: { items: readonly TocOutlineItem[]; props: TocBlocksProps }): ReactElement {
  return (
    <ol className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--level-${item.level}`}>
          <TocLink id={item.id} anchorType={item.anchorType} state={props.state} activeId={props.activeId} onNavigate={props.onNavigate}>
            {item.title}
          </TocLink>
          {item.children.length > 0 ? <OutlineList items={item.children} props={props} /> : null}
        </li>
      ))}
    </ol>
  );
}

function FloatList({
  items,
  anchorType,
  fallback,
  props,
  expanded,
}: {
  items: readonly TocFigure[];
  anchorType: TocAnchorType;
  fallback: (f: FloatEntry) => string;
  props: TocBlocksProps;
  expanded: boolean;
}): ReactElement {
  return (
    <ol className="toc__list">
      {visibleItems(items, expanded).map((f) => (
        <li key={f.id} className={f.thumbnail ? 'toc__item toc__item--thumbnail' : 'toc__item'}>
          <TocLink id={f.id} anchorType={anchorType} state={props.state} activeId={props.activeId} onNavigate={props.onNavigate}>
            {/* The link names the figure; its thumbnail adds nothing to read. */}
            {f.thumbnail ? (
              <img
                className="toc__thumbnail"
                src={f.thumbnail.src}
                alt=""
                width={f.thumbnail.width}
                height={f.thumbnail.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            {fallback(f)}
          </TocLink>
        </li>
      ))}
    </ol>
  );
}

const floatLabel = (f: FloatEntry) => figureShortLabel(f.label, f.caption);
const tableLabel = (f: FloatEntry) => f.label.trim() || f.caption.trim() || 'Unlabelled table';
const extraLabel = (f: FloatEntry) => f.label.trim() || f.caption.trim() || 'Supplementary material';

/** The blocks Outline, Cited by (count), Figures, Tables and Extras (000 §9). */
export function TocBlocks(props: TocBlocksProps): ReactElement {
  const { data, state, idPrefix, onToggle } = props;
  const outline = state.showFullOutline ? data.outline : shortOutline(data.outline);
  const eids = data.extras.flatMap((x) => x.eids);
  useExtrasImpression(data.extras.length, props.withDownload);
  return (
    <>
      {data.outline.length > 0 ? (
        <Block
          block="outline"
          title={data.outlineTitle || TOC_BLOCK_TITLES.outline}
          idPrefix={idPrefix}
          count={data.outline.length}
          state={state}
          onToggle={onToggle}
        >
          <OutlineList items={outline} props={props} />
        </Block>
      ) : null}
      {data.enrichedAnchors && data.enrichedAnchors.length > 0 ? (
        <section className="toc__block toc__block--enriched" aria-label="Enriched content">
          <OutlineList items={data.enrichedAnchors} props={props} />
        </section>
      ) : null}
      {state.showCitedBy ? (
        <section className="toc__block toc__block--cited-by" aria-label={TOC_BLOCK_TITLES.citedBy}>
          <p className="toc__heading">
            <TocLink id={CITED_BY_ANCHOR} anchorType="cited-by" state={state} activeId={props.activeId} onNavigate={props.onNavigate}>
              {`${TOC_BLOCK_TITLES.citedBy} (${data.citedByCount})`}
            </TocLink>
          </p>
        </section>
      ) : null}
      {data.figures.length > 0 ? (
        <Block
          block="figures"
          title={TOC_BLOCK_TITLES.figures}
          idPrefix={idPrefix}
          count={data.figures.length}
          state={state}
          onToggle={onToggle}
        >
          <FloatList items={data.figures} anchorType="figure" fallback={floatLabel} props={props} expanded={state.showAllFigures} />
        </Block>
      ) : null}
      {data.tables.length > 0 ? (
        <Block
          block="tables"
          title={TOC_BLOCK_TITLES.tables}
          idPrefix={idPrefix}
          count={data.tables.length}
          state={state}
          onToggle={onToggle}
        >
          <FloatList items={data.tables} anchorType="table" fallback={tableLabel} props={props} expanded={state.showAllTables} />
        </Block>
      ) : null}
      {data.extras.length > 0 ? (
        <Block
          block="extras"
          title={TOC_BLOCK_TITLES.extras}
          idPrefix={idPrefix}
          count={data.extras.length}
          state={state}
          onToggle={onToggle}
        >
          <FloatList items={data.extras} anchorType="extra" fallback={extraLabel} props={props} expanded={state.showAllExtras} />
          {props.withDownload && state.showDownloadAllSupplementaryData && state.showEntitledTocLinks ? (
            <ExtrasDownload pii={data.pii} articleEid={data.eid} eids={eids} extrasCount={data.extras.length} />
          ) : null}
        </Block>
      ) : null}
    </>
  );
}
