import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import type { UsageInstitution, UsageRepository } from '#src/db/usage-repository.server.ts';
import { institutionIdOf } from '#src/shared/counter/counter-report.ts';
import { REPORTS, reportByPath } from '#src/shared/counter/report-definitions.ts';
import { monthOfInstant, parseReportPeriod } from '#src/shared/counter/report-period.ts';
import { sushiException, sushiStatus, type SushiExceptionCode } from '#src/shared/counter/sushi-exceptions.ts';
import type { Logger } from '../logger.ts';
import { buildUsageReport, PLATFORM_NAME } from './usage-reports.server.ts';

/**
 * COUNTER_SUSHI API 5.1 at /r51: `status` is public; `members`, `reports` and `reports/{id}`
 * need the institution's `customer_id` and its `api_key`. Errors are COUNTER exception objects
 * with the HTTP status the API specifies.
 */
const text = z.string().trim().min(1).optional().catch(undefined);
const credentials = z.object({ customer_id: text, api_key: text });
const reportQuery = credentials.extend({ begin_date: text, end_date: text });
const KNOWN_REPORT_PARAMETERS = new Set(['customer_id', 'api_key', 'requestor_id', 'platform', 'begin_date', 'end_date']);

function sendException(res: Response, code: SushiExceptionCode, data?: string): void {
  res.status(sushiStatus(code)).set('Cache-Control', 'no-store').json(sushiException(code, data));
}

function previousMonth(now: Date): string {
  return monthOfInstant(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
}

export function sushiRoutes(usage: UsageRepository, log: Logger): express.Router {
  const router = express.Router();

  /** The institution the request may see, or an exception already sent. */
  async function authorise(req: Request, res: Response): Promise<UsageInstitution | null> {
    const query = credentials.parse(req.query);
    if (!query.customer_id) {
      sendException(res, 1030, 'customer_id is required');
      return null;
    }
    const owner = query.api_key ? await usage.institutionByKey(query.api_key) : null;
    if (!owner) {
      sendException(res, 2000, query.api_key ? 'api_key is not valid' : 'api_key is required');
      return null;
    }
    if (owner.id !== query.customer_id) {
      sendException(res, 2010, `api_key does not give access to customer_id ${query.customer_id}`);
      return null;
    }
    return owner;
  }

  router.get('/status', (_req, res) => {
    res.set('Cache-Control', 'no-store').json([
      {
        Description: `COUNTER_SUSHI API of ${PLATFORM_NAME}`,
        Service_Active: true,
        Note: 'Reports PR, PR_P1, TR, TR_J1, TR_J3, TR_B1, IR, IR_A1.',
      },
    ]);
  });

  router.get('/members', async (req, res) => {
    const institution = await authorise(req, res);
    if (!institution) return;
    // R5.1 Member: Institution_Name (R5 said Name); Notes and Alerts are omitted when empty (minLength / minItems).
    res.json([
      {
        Customer_ID: institution.id,
        Institution_Name: institution.name,
        Institution_ID: institutionIdOf({ institutionId: institution.id, institutionName: institution.name }),
      },
    ]);
  });

  router.get('/reports', async (req, res) => {
    if (!(await authorise(req, res))) return;
    const first = (await usage.firstMonth()) ?? monthOfInstant(new Date());
    const last = previousMonth(new Date());
    res.json(
      REPORTS.map((r) => ({
        Report_Name: r.name,
        Report_ID: r.id,
        Release: '5.1',
        Report_Description: r.description,
        Path: `/r51/reports/${r.path}`,
        First_Month_Available: first,
        Last_Month_Available: last < first ? first : last,
      })),
    );
  });

  router.get('/reports/:id', async (req, res) => {
    const institution = await authorise(req, res);
    if (!institution) return;
    const def = reportByPath(String(req.params.id));
    if (!def) {
      sendException(res, 3000, `${String(req.params.id)} is not a report of this platform`);
      return;
    }
    const query = reportQuery.parse(req.query);
    const missing = (['begin_date', 'end_date'] as const).filter((p) => !query[p]);
    if (missing.length > 0) {
      sendException(res, 1030, `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required`);
      return;
    }
    const parsed = parseReportPeriod(query.begin_date!, query.end_date!);
    if (!parsed.ok) {
      sendException(res, 3020, parsed.reason);
      return;
    }
    const unknown = Object.keys(req.query).filter((p) => !KNOWN_REPORT_PARAMETERS.has(p));
    const notes = unknown.length > 0 ? [sushiException(3050, unknown.join(', '))] : [];
    try {
      const report = await buildUsageReport(
        usage,
        def,
        { institutionId: institution.id, institutionName: institution.name },
        parsed.period,
        notes,
      );
      res.set('Cache-Control', 'no-store').json(report.json);
    } catch (e) {
      log.error({ err: e }, 'SUSHI report failed');
      res.status(500).json({ Code: 1000, Message: 'Service Not Available' });
    }
  });

  return router;
}
