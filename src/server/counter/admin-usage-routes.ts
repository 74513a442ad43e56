import express from 'express';
import { z } from 'zod';
import type { UsageRepository } from '#src/db/usage-repository.server.ts';
import { serializeTabular } from '#src/shared/counter/counter-tabular.ts';
import { readerOf } from '../access/request-reader.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { usageReportReader } from './usage-reports.server.ts';

const query = z.object({
  institution: z.string().regex(/^(platform|\d{1,18})$/, 'must be "platform" or an institution id'),
  report: z.string().regex(/^[a-z_0-9]{1,10}$/i, 'must be a report id such as tr_j1'),
  begin_date: z.string().min(7).max(10),
  end_date: z.string().min(7).max(10),
  format: z.enum(['json', 'tsv', 'csv']).default('json'),
});

const TYPES = { json: 'application/json; charset=utf-8', tsv: 'text/tab-separated-values; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** GET /admin/usage/report: a COUNTER report as a file, for ADMIN readers only. */
export function adminUsageRoutes(usage: UsageRepository): express.Router {
  const router = express.Router();
  const reports = usageReportReader(usage);
  router.get('/admin/usage/report', async (req, res) => {
    if (readerOf(res).userType !== 'ADMIN') {
      sendProblem(res, 403, 'Usage reports are for administrators: sign in with an administrator account.');
      return;
    }
    const parsed = query.safeParse(req.query);
    if (!parsed.success) {
      sendQueryProblem(res, parsed.error);
      return;
    }
    const q = parsed.data;
    const result = await reports.report({
      institutionId: q.institution === 'platform' ? null : q.institution,
      reportPath: q.report,
      beginDate: q.begin_date,
      endDate: q.end_date,
    });
    if (!result.ok) {
      sendProblem(res, result.status, result.message);
      return;
    }
    const name = `${result.json.Report_Header.Report_ID}_${q.institution}_${q.begin_date}_${q.end_date}.${q.format}`.replace(
      /[^A-Za-z0-9._-]/g,
      '_',
    );
    const body = q.format === 'json' ? JSON.stringify(result.json, null, 2) : serializeTabular(result.table, q.format);
    res
      .status(200)
      .set({
        'Content-Type': TYPES[q.format],
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(body);
  });
  return router;
}
