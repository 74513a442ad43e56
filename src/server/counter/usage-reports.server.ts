import type { UsageRepository } from '#src/db/usage-repository.server.ts';
import { counterJson, type CounterReport, type ReportAudience } from '#src/shared/counter/counter-report.ts';
import { counterTabular, type TabularReport } from '#src/shared/counter/counter-tabular.ts';
import type { ReportDefinition } from '#src/shared/counter/report-definitions.ts';
import { reportByPath } from '#src/shared/counter/report-definitions.ts';
import { reportLines } from '#src/shared/counter/report-lines.ts';
import { monthOfInstant, monthsOf, parseReportPeriod, type ReportPeriod } from '#src/shared/counter/report-period.ts';
import { sushiException, type SushiException } from '#src/shared/counter/sushi-exceptions.ts';
import type { UsageAdmin, UsageReportReader } from '#src/shared/counter/usage-reports.ts';
import type { Response } from 'express';
import { readerOf } from '../access/request-reader.ts';

export const PLATFORM_NAME = 'Lectern';
export const PLATFORM_AUDIENCE: ReportAudience = { institutionId: null, institutionName: 'All institutions (platform-wide)' };

export interface BuiltReport {
  json: CounterReport;
  table: TabularReport;
}

/** Builds one report: usage of the period, COUNTER lines, then JSON and tabular forms. */
export async function buildUsageReport(
  usage: UsageRepository,
  def: ReportDefinition,
  audience: ReportAudience,
  period: ReportPeriod,
  extraExceptions: SushiException[] = [],
  now = new Date(),
): Promise<BuiltReport> {
  const months = monthsOf(period);
  const data = await usage.usageData(audience.institutionId, period);
  const lines = reportLines(def, data, months);
  const exceptions = [...extraExceptions];
  const current = monthOfInstant(now);
  if (period.end >= current) exceptions.push(sushiException(3031, `Usage for ${current} and later is not complete`));
  if (lines.length === 0) exceptions.push(sushiException(3030, `No usage between ${period.begin} and ${period.end}`));
  const context = { audience, period, platform: PLATFORM_NAME, createdBy: PLATFORM_NAME, created: now, exceptions };
  return { json: counterJson(def, context, lines), table: counterTabular(def, context, lines) };
}

/** The admin page's report reader (load context). */
export function usageReportReader(usage: UsageRepository): UsageReportReader {
  return {
    institutions: () => usage.institutions(),
    async report(request) {
      const def = reportByPath(request.reportPath);
      if (!def) return { ok: false, status: 404, message: `Report ${request.reportPath} is not supported` };
      const parsed = parseReportPeriod(request.beginDate, request.endDate);
      if (!parsed.ok) return { ok: false, status: 400, message: parsed.reason };
      let audience = PLATFORM_AUDIENCE;
      if (request.institutionId !== null) {
        const institution = await usage.institution(request.institutionId);
        if (!institution) return { ok: false, status: 404, message: `No institution ${request.institutionId}` };
        audience = { institutionId: institution.id, institutionName: institution.name };
      }
      return { ok: true, ...(await buildUsageReport(usage, def, audience, parsed.period)) };
    },
  };
}

/** The load context's usage admin: reports only for ADMIN readers. */
export function usageAdminFor(usage: UsageRepository | undefined, res: Response): UsageAdmin {
  const allowed = readerOf(res).userType === 'ADMIN';
  return { allowed, reports: allowed && usage ? usageReportReader(usage) : null };
}
