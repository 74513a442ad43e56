import { z } from 'zod';
import { REPORTS } from '#src/shared/counter/report-definitions.ts';

/** The admin usage page's GET form: institution ("platform" or an id), report, first and last month. */
export const usageAdminFormSchema = z.object({
  institution: z
    .string()
    .regex(/^(platform|\d{1,18})$/)
    .catch('platform'),
  report: z.enum(REPORTS.map((r) => r.path) as [string, ...string[]]).catch('pr'),
  begin_date: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
  end_date: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
});

export type UsageAdminForm = z.infer<typeof usageAdminFormSchema>;

/** Query string of the report file download for a form, in one format. */
export function reportDownloadHref(form: Required<UsageAdminForm>, format: 'json' | 'tsv' | 'csv'): string {
  const q = new URLSearchParams({
    institution: form.institution,
    report: form.report,
    begin_date: form.begin_date,
    end_date: form.end_date,
    format,
  });
  return `/admin/usage/report?${q.toString()}`;
}
