import type { ReactElement } from 'react';
import { RESEARCH_DATA_ANCHOR, RESEARCH_DATA_TITLE } from '#src/web/features/enriched-content/enriched-anchors.ts';
import { byShortcode, type EnrichedEntry } from '#src/shared/enriched/enriched-apps.ts';
import type { Accession, DataProfilePayload, Dataset, FileProfile } from '#src/shared/enriched/enriched-content.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';

/**
 * The list a payload holds under `key` (the server validated what it stored; a failed app or a
 * payload of another shape shows nothing). No schema code here: the chunk stays small (ADR 006).
 */
function listOf<T>(entry: EnrichedEntry | undefined, key: string): T[] {
  const value = entry?.success ? (entry.payload as Record<string, unknown> | null)?.[key] : undefined;
  return Array.isArray(value) ? (value as T[]) : [];
}

function dataProfileOf(entry: EnrichedEntry | undefined): DataProfilePayload | undefined {
  const p = entry?.success ? (entry.payload as Partial<DataProfilePayload> | null) : null;
  if (!p) return undefined;
  return { statement: typeof p.statement === 'string' ? p.statement : null, files: listOf<FileProfile>(entry, 'files') };
}

function ExternalLink({ href, children }: { href: string; children: string }): ReactElement {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const RELATION_LABELS: Record<Dataset['relation'], string> = {
  generated: 'Generated in this study',
  analysed: 'Analysed in this study',
  cited: 'Cited data',
  linked: 'Linked from the article',
};

function Datasets({ datasets, heading }: { datasets: Dataset[]; heading: string }): ReactElement {
  return (
    <section className="research-data__part" aria-label={heading}>
      <h3>{heading}</h3>
      <ul className="research-data__list">
        {datasets.map((d) => (
          <li key={d.url} className="research-data__dataset">
            <span className="research-data__repository">{d.repository}</span>
            {d.title ? <span className="research-data__title">{d.title}</span> : null}
            <ExternalLink href={d.url}>{d.identifier}</ExternalLink>
            <span className="research-data__meta">
              {RELATION_LABELS[d.relation]}
              {d.year ? `, ${d.year}` : ''}
              {d.licence ? `, licence: ${d.licence}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Accessions({ accessions }: { accessions: Accession[] }): ReactElement {
  return (
    <section className="research-data__part" aria-label="Database links">
      <h3>Database links</h3>
      <ul className="research-data__accessions">
        {accessions.map((a) => (
          <li key={`${a.prefix}:${a.id}`}>
            <span className="research-data__database">{a.database}</span> <ExternalLink href={a.url}>{a.id}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function FileTable({ file }: { file: FileProfile }): ReactElement | null {
  const t = file.table;
  if (!t) return null;
  return (
    <div className="research-data__table" role="region" aria-label={`First rows of ${file.name}`} tabIndex={0}>
      <table>
        <caption>{`${t.rowCount} rows, ${t.columns.length} columns${t.sheet ? ` (sheet ${t.sheet})` : ''}`}</caption>
        <thead>
          <tr>
            {t.columns.map((c, i) => (
              <th key={i} scope="col">
                {c.name}
                <span className="research-data__type">{` (${c.type})`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.firstRows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DataProfile({ statement, files }: { statement: string | null; files: FileProfile[] }): ReactElement {
  return (
    <section className="research-data__part" aria-label="Data profile">
      <h3>Data availability</h3>
      {statement ? <p className="research-data__statement">{statement}</p> : null}
      {files.length > 0 ? (
        <ul className="research-data__files">
          {files.map((f) => (
            <li key={f.eid}>
              {f.url ? <a href={f.url}>{f.name}</a> : <span>{f.name}</span>}
              <span className="research-data__meta">{` ${f.kind}${f.size !== null ? `, ${formatSize(f.size)}` : ''}`}</span>
              {f.note ? <p className="research-data__meta">{f.note}</p> : null}
              <FileTable file={f} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The research-data section (chunk `research-data`): DP, OD (with its MD subset) and DL. */
export function ResearchDataPanel({ entries }: { entries: EnrichedEntry[] }): ReactElement {
  const apps = byShortcode(entries);
  const dp = dataProfileOf(apps.DP);
  const md = listOf<Dataset>(apps.MD, 'datasets');
  const accessions = listOf<Accession>(apps.DL, 'accessions');
  const mendeley = new Set(md.map((d) => d.url));
  const others = listOf<Dataset>(apps.OD, 'datasets').filter((d) => !mendeley.has(d.url));
  return (
    <section id={RESEARCH_DATA_ANCHOR} className="research-data" aria-labelledby={`${RESEARCH_DATA_ANCHOR}-title`}>
      <h2 id={`${RESEARCH_DATA_ANCHOR}-title`}>{RESEARCH_DATA_TITLE}</h2>
      {dp && (dp.statement || dp.files.length > 0) ? <DataProfile statement={dp.statement} files={dp.files} /> : null}
      {md.length > 0 ? <Datasets datasets={md} heading="Mendeley Data" /> : null}
      {others.length > 0 ? <Datasets datasets={others} heading="Datasets" /> : null}
      {accessions.length > 0 ? <Accessions accessions={accessions} /> : null}
    </section>
  );
}
