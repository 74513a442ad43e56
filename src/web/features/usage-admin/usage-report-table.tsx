import type { TabularReport } from '#src/shared/counter/counter-tabular.ts';
import { ScrollableDataTable } from '../../ui/scrollable-data-table.tsx';

const COUNT_COLUMN = /^(Reporting_Period_Total|[A-Z][a-z]{2}-\d{4})$/;

/** The report as COUNTER's tabular form shows it: header facts, then one row per metric. */
export function UsageReportTable({ table }: { table: TabularReport }) {
  const facts = table.headerRows.filter((r) => r.length === 2 && r[1] !== '');
  return (
    <>
      <dl className="usage-admin__meta">
        {facts.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name!.replace(/_/g, ' ')}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {table.rows.length === 0 ? (
        <p role="status">No usage in these months.</p>
      ) : (
        // Scrollable by keyboard: wide reports reflow into a scrolling region at narrow widths.
        <ScrollableDataTable
          regionClassName="usage-admin__table-region"
          tableClassName="usage-admin__table"
          caption={`${table.headerRows[0]?.[1] ?? ''} (${table.rows.length} rows)`}
          columns={table.columns}
          rows={table.rows}
          cellClassName={(column) => (COUNT_COLUMN.test(column) ? 'usage-admin__count' : undefined)}
        />
      )}
    </>
  );
}
