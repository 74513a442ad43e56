import { Form } from 'react-router';
import type { AdminCommandForm, AdminRunResult, AdminTable } from '#src/shared/site/admin-tool.ts';
import { ScrollableDataTable } from '../../ui/scrollable-data-table.tsx';

/** One list of the admin area as a table with a caption; its columns are the list's own. */
export function AdminTableView({ table }: { table: AdminTable }) {
  const columns = table.rows[0] ? Object.keys(table.rows[0]) : [];
  return (
    <section className="admin-tool__table" aria-labelledby={`admin-${table.name}`}>
      <h2 id={`admin-${table.name}`}>{table.title}</h2>
      {table.rows.length === 0 ? (
        <p>{table.empty}</p>
      ) : (
        <ScrollableDataTable
          regionClassName="admin-tool__scroll"
          label={`${table.title} (scrolls sideways)`}
          columns={columns}
          rows={table.rows.map((row) => columns.map((c) => row[c]))}
        />
      )}
    </section>
  );
}

/** One command as a form: its options as labelled fields, submitted with the CSRF token. */
export function AdminCommandFormView({ command, csrf }: { command: AdminCommandForm; csrf: string }) {
  const id = (field: string) => `admin-${command.name.replace(':', '-')}-${field}`;
  return (
    <details className="admin-tool__command">
      <summary>
        <code>{command.name}</code> — {command.summary}
      </summary>
      <Form method="post" className="admin-tool__form">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="command" value={command.name} />
        {command.fields.map((f) =>
          f.type === 'boolean' ? (
            <div key={f.name} className="admin-tool__check">
              <input id={id(f.name)} type="checkbox" name={f.name} />
              <label htmlFor={id(f.name)}>
                {f.name} <span className="admin-tool__hint">({f.description})</span>
              </label>
            </div>
          ) : (
            <div key={f.name} className="admin-tool__field">
              <label htmlFor={id(f.name)}>
                {f.name}
                {f.required ? ' (required)' : ''} <span className="admin-tool__hint">{f.description}</span>
              </label>
              <input id={id(f.name)} name={f.name} required={f.required} maxLength={500} />
            </div>
          ),
        )}
        <button type="submit">Run {command.name}</button>
      </Form>
    </details>
  );
}

export function AdminResultView({ result }: { result: (AdminRunResult & { command: string }) | undefined }) {
  return (
    <div role="status" className={result ? `admin-tool__result admin-tool__result--${result.ok ? 'ok' : 'error'}` : 'admin-tool__result'}>
      {result ? (
        <>
          <strong>{result.ok ? `${result.command}: done.` : `${result.command}: not done.`}</strong> <pre>{result.message}</pre>
        </>
      ) : null}
    </div>
  );
}
