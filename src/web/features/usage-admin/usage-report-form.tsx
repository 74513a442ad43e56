import { REPORTS } from '#src/shared/counter/report-definitions.ts';
import type { UsageAdminForm } from '#src/web/features/usage-admin/usage-admin-form.ts';

/** Pick institution, report and months (a plain GET form: works without JavaScript). */
export function UsageReportForm({
  institutions,
  form,
}: {
  institutions: Array<{ id: string; name: string }>;
  form: Required<UsageAdminForm>;
}) {
  return (
    <form method="get" className="usage-admin__form" aria-label="Usage report">
      <div className="usage-admin__field">
        <label htmlFor="usage-institution">Institution</label>
        <select id="usage-institution" name="institution" defaultValue={form.institution}>
          <option value="platform">All institutions (platform-wide)</option>
          {institutions.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
      </div>
      <div className="usage-admin__field">
        <label htmlFor="usage-report">Report</label>
        <select id="usage-report" name="report" defaultValue={form.report}>
          {REPORTS.map((r) => (
            <option key={r.path} value={r.path}>
              {r.id} – {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="usage-admin__field">
        <label htmlFor="usage-begin">First month</label>
        <input id="usage-begin" type="month" name="begin_date" defaultValue={form.begin_date} required />
      </div>
      <div className="usage-admin__field">
        <label htmlFor="usage-end">Last month</label>
        <input id="usage-end" type="month" name="end_date" defaultValue={form.end_date} required />
      </div>
      <button type="submit">Show report</button>
    </form>
  );
}
