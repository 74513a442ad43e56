import { data } from 'react-router';
import { reportDownloadHref, usageAdminFormSchema } from '#src/web/features/usage-admin/usage-admin-form.ts';
import usageAdminCss from '../features/usage-admin/usage-admin.css?url';
import { UsageReportForm } from '../features/usage-admin/usage-report-form.tsx';
import { UsageReportTable } from '../features/usage-admin/usage-report-table.tsx';
import type { Route } from './+types/admin-usage';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: usageAdminCss }];

function thisMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

/** /admin/usage: COUNTER reports for librarians (ADMIN readers only; others get 403). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { allowed, reports } = context.usageAdmin;
  if (!allowed || !reports) return data({ allowed: false as const }, { status: 403 });
  const params = new URL(request.url).searchParams;
  const parsed = usageAdminFormSchema.parse(Object.fromEntries(params));
  const submitted = params.has('report');
  const form = {
    ...parsed,
    begin_date: parsed.begin_date ?? `${thisMonth().slice(0, 4)}-01`,
    end_date: parsed.end_date ?? thisMonth(),
  };
  const institutions = await reports.institutions();
  if (!submitted) return { allowed: true as const, institutions, form, result: null };
  const result = await reports.report({
    institutionId: form.institution === 'platform' ? null : form.institution,
    reportPath: form.report,
    beginDate: form.begin_date,
    endDate: form.end_date,
  });
  return {
    allowed: true as const,
    institutions,
    form,
    result: result.ok
      ? {
          ok: true as const,
          table: result.table,
          downloads: (['tsv', 'csv', 'json'] as const).map((f) => ({ format: f, href: reportDownloadHref(form, f) })),
        }
      : { ok: false as const, message: result.message },
  };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Usage reports | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminUsage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <section className="usage-admin" aria-labelledby="usage-title">
        <h1 id="usage-title">Usage reports</h1>
        <p>Usage reports are for administrators: sign in with an administrator account.</p>
      </section>
    );
  }
  const { institutions, form, result } = loaderData;
  return (
    <section className="usage-admin" aria-labelledby="usage-title">
      <h1 id="usage-title">Usage reports</h1>
      <p>COUNTER Release 5.1 reports of this platform, for one institution or for all readers.</p>
      <UsageReportForm institutions={institutions} form={form} />
      {result && !result.ok && (
        <p role="alert" className="usage-admin__error">
          {result.message}
        </p>
      )}
      {result?.ok && (
        <>
          <ul className="usage-admin__downloads" aria-label="Download this report">
            {result.downloads.map((d) => (
              <li key={d.format}>
                <a href={d.href} download>
                  Download {d.format.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
          <UsageReportTable table={result.table} />
        </>
      )}
    </section>
  );
}
