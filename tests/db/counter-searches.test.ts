import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsageRepository, type UsageRepository } from '#src/db/usage-repository.server.ts';
import type { SearchEvent } from '#src/server/counter/usage-event.ts';
import { createUsageRecorder, type CounterUsageRecorder } from '#src/server/counter/usage-recorder.server.ts';
import { buildUsageReport } from '#src/server/counter/usage-reports.server.ts';
import { serializeTabular } from '#src/shared/counter/counter-tabular.ts';
import { reportByPath } from '#src/shared/counter/report-definitions.ts';
import { monthOfInstant, type ReportPeriod } from '#src/shared/counter/report-period.ts';
import { searchIdentityOf } from '#src/shared/counter/usage-rules.ts';
import { listenWithAccounts, loadServerBuild } from '../setup/account-app.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const JAN: ReportPeriod = { begin: '2026-01', end: '2026-01' };

type Item = {
  Platform: string;
  Attribute_Performance: Array<{ Data_Type: string; Access_Method?: string; Performance: Record<string, Record<string, number>> }>;
};

/** The Searches_Platform counts of a platform report's JSON, by month. */
function searchesOf(items: unknown[]): Record<string, number> | undefined {
  const rows = (items as Item[]).flatMap((i) => i.Attribute_Performance).filter((ap) => ap.Data_Type === 'Platform');
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.Performance.Searches_Platform;
}

describe('COUNTER R5.1 Searches_Platform: site searches in PR and PR_P1', () => {
  let pool: pg.Pool;
  let usage: UsageRepository;
  let recorder: CounterUsageRecorder;
  let site: RunningApp;
  let institutionId: string;
  let otherInstitutionId: string;
  let apiKey: string;
  const outcomes: string[] = [];
  /** The searches the site route handed to the recorder (recorded in the background). */
  const routeSearches: Array<Promise<string>> = [];

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elsevier, SAMPLES.plos810]);
    institutionId = (
      await pool.query<{ id: string }>("INSERT INTO institutions (slug, name) VALUES ('uni', 'University of Testing') RETURNING id::text")
    ).rows[0]!.id;
    otherInstitutionId = (
      await pool.query<{ id: string }>("INSERT INTO institutions (slug, name) VALUES ('loop', 'Loopback College') RETURNING id::text")
    ).rows[0]!.id;
    // Readers on this machine's loopback address are Loopback College's (institution by address).
    await pool.query(`INSERT INTO institution_ip_ranges (institution_id, range) VALUES ($1, '127.0.0.0/8'), ($1, '::1/128')`, [
      otherInstitutionId,
    ]);
    const userId = (
      await pool.query<{ id: string }>(
        "INSERT INTO users (email, name, password_hash) VALUES ('lib@uni.test', 'Lib', 'x') RETURNING id::text",
      )
    ).rows[0]!.id;
    usage = createUsageRepository(pool);
    recorder = createUsageRecorder(usage, pino({ level: 'silent' }));
    apiKey = await usage.createSushiKey(institutionId);

    // A signed-in member of the University (session id) and a robot, at scripted times.
    const I = { sessionId: 'session-of-I', userId, clientIp: '192.0.2.10', userAgent: CHROME, institutionId };
    const R = { sessionId: null, userId: null, clientIp: '66.249.66.1', userAgent: GOOGLEBOT, institutionId };
    const search = (who: typeof I | typeof R, at: string, qs: string, filters: object = {}): SearchEvent => ({
      ...who,
      searchIdentity: searchIdentityOf({ qs, filters, page: 1 }),
      at: new Date(at),
    });
    const script: SearchEvent[] = [
      search(I, '2026-01-15T10:00:00Z', 'solar cells'),
      search(I, '2026-01-15T10:00:10Z', 'Solar  Cells'), // the same search 10 s later: a double click
      search(I, '2026-01-15T10:00:35Z', 'solar cells'), // 25 s after the last: still the same run
      search(I, '2026-01-15T10:01:30Z', 'solar cells'), // 55 s later: a new search
      search(I, '2026-01-15T10:01:35Z', 'solar cells', { openAccess: true }), // refined with a filter: a new search
      search(I, '2026-01-20T09:00:00Z', 'wind'),
      search(R, '2026-01-15T10:05:00Z', 'solar cells'), // a robot: nothing
      search(R, '2026-01-15T10:06:00Z', 'tidal'),
    ];
    for (const event of script) outcomes.push(await recorder.searchOutcome(event));

    const tracked: CounterUsageRecorder = {
      ...recorder,
      recordSearch(event) {
        const outcome = recorder.searchOutcome(event);
        routeSearches.push(outcome);
        return outcome.then(() => undefined);
      },
    };
    site = await listenWithAccounts(pool, await loadServerBuild(), { counter: { usage, recorder: tracked } });
  });
  afterAll(async () => {
    await site?.close();
    await pool?.end();
  });

  it('robots are excluded and the same search by the same reader within 30 s counts once', () => {
    expect(outcomes).toEqual(['counted', 'double-click', 'double-click', 'counted', 'counted', 'counted', 'robot', 'robot']);
  });

  it('PR and PR_P1 report Searches_Platform on a row of Data_Type Platform for the institution', async () => {
    const audience = { institutionId, institutionName: 'University of Testing' };
    const pr = await buildUsageReport(usage, reportByPath('pr')!, audience, JAN);
    const prRows = (pr.json.Report_Items as Item[]).flatMap((i) => i.Attribute_Performance).filter((ap) => ap.Data_Type === 'Platform');
    expect(prRows).toEqual([{ Data_Type: 'Platform', Access_Method: 'Regular', Performance: { Searches_Platform: { '2026-01': 4 } } }]);

    const p1 = await buildUsageReport(usage, reportByPath('pr_p1')!, audience, JAN);
    expect(searchesOf(p1.json.Report_Items)).toEqual({ '2026-01': 4 });
    expect(p1.json.Report_Header.Report_Filters.Metric_Type).toEqual([
      'Searches_Platform',
      'Total_Item_Requests',
      'Unique_Item_Requests',
      'Unique_Title_Requests',
    ]);
    // The tabular form: the Searches_Platform row leads, as the other metrics' rows follow it.
    const tsv = serializeTabular(p1.table, 'tsv').split('\r\n');
    expect(tsv).toContain(['Lectern', 'Platform', 'Searches_Platform', '4', '4'].join('\t'));
    const csv = serializeTabular(pr.table, 'csv').split('\r\n');
    expect(csv).toContain(['Lectern', 'Platform', 'Regular', 'Searches_Platform', '4', '4'].join(','));

    // Another institution's report does not see them.
    const other = await buildUsageReport(usage, reportByPath('pr_p1')!, { institutionId: otherInstitutionId, institutionName: 'x' }, JAN);
    expect(searchesOf(other.json.Report_Items)).toBeUndefined();
  });

  it('SUSHI PR_P1 returns the institution’s searches', async () => {
    const res = await fetch(
      `${site.base}/r51/reports/pr_p1?customer_id=${institutionId}&api_key=${encodeURIComponent(apiKey)}&begin_date=2026-01&end_date=2026-01`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Report_Items: unknown[] };
    expect(searchesOf(body.Report_Items)).toEqual({ '2026-01': 4 });
  });

  it('the site search: page 1 of a query is a search, its page 2 and a repeat within 30 s are not, a robot’s is not', async () => {
    const get = async (query: string, userAgent = CHROME) => {
      const res = await fetch(`${site.base}/search?${query}`, { headers: { 'user-agent': userAgent } });
      expect(res.status).toBe(200);
      await res.text();
    };
    await get('qs=solar');
    await get('qs=solar&page=2');
    await get('qs=solar&sort=date'); // re-sorted at once: the same search
    await get('qs=solar', GOOGLEBOT);
    await get('qs=solar', FIREFOX); // another browser on the same address: another reader
    await get(''); // the empty search form
    const outcomesOfRoute = await Promise.all(routeSearches);
    expect(outcomesOfRoute).toEqual(['counted', 'double-click', 'robot', 'counted']);

    const now = monthOfInstant(new Date());
    const audience = { institutionId: otherInstitutionId, institutionName: 'Loopback College' };
    const p1 = await buildUsageReport(usage, reportByPath('pr_p1')!, audience, { begin: now, end: now });
    expect(searchesOf(p1.json.Report_Items)).toEqual({ [now]: 2 });
  });
});
