import type { TabularReport } from '#src/shared/counter/counter-tabular.ts';

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
        <div className="usage-admin__table-region" role="region" aria-labelledby="usage-table-caption" tabIndex={0}>
          <table className="usage-admin__table">
            <caption id="usage-table-caption">
              {table.headerRows[0]?.[1]} ({table.rows.length} rows)
            </caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className={COUNT_COLUMN.test(table.columns[j] ?? '') ? 'usage-admin__count' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
