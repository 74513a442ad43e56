import type pg from 'pg';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createUsageRepository, type UsageRepository } from '#src/db/usage-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { counterRoutes } from '#src/server/counter/counter-routes.ts';
import type { UsageEvent } from '#src/server/counter/usage-event.ts';
import { createUsageRecorder, type CounterUsageRecorder } from '#src/server/counter/usage-recorder.server.ts';
import { buildUsageReport, PLATFORM_AUDIENCE } from '#src/server/counter/usage-reports.server.ts';
import { reportByPath } from '#src/shared/counter/report-definitions.ts';
import { ANONYMOUS_READER, type Reader } from '#src/shared/access/reader.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const JAN = '2026-01';
const FEB = '2026-02';

type Perf = Record<string, Record<string, number>>;

/** The Performance of every Attribute_Performance of a title report, keyed by title and attributes. */
function titlePerformance(items: unknown[]): Record<string, Perf> {
  const out: Record<string, Perf> = {};
  for (const item of items as Array<{ Title: string; Attribute_Performance: Array<{ Performance: Perf } & Record<string, unknown>> }>) {
    for (const ap of item.Attribute_Performance) {
      const { Performance, ...attributes } = ap;
      const suffix = Object.values(attributes).join('|');
      out[suffix ? `${item.Title}|${suffix}` : item.Title] = Performance;
    }
  }
  return out;
}

describe('COUNTER R5.1 usage: recording rules, reports, tabular files and SUSHI', () => {
  let pool: pg.Pool;
  let usage: UsageRepository;
  let recorder: CounterUsageRecorder;
  let site: RunningApp;
  let admin: RunningApp;
  let anonymous: RunningApp;
  let institutionId: string;
  let otherInstitutionId: string;
  let apiKey: string;
  let otherKey: string;
  let userId: string;
  const article: Record<'A' | 'B', { id: number; pii: string; journal: string }> = {} as never;
  const outcomes: string[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elsevier, SAMPLES.plos810]);
    const { rows } = await pool.query<{ id: string; pii: string; source_file: string; journal: string }>(
      'SELECT a.id::text, a.pii, a.source_file, p.title AS journal FROM articles a JOIN publications p ON p.id = a.publication_id',
    );
    for (const r of rows)
      article[r.source_file.includes('S0960148113002048') ? 'A' : 'B'] = { id: Number(r.id), pii: r.pii, journal: r.journal };
    expect(article.A.journal).not.toBe(article.B.journal);
    institutionId = (
      await pool.query<{ id: string }>("INSERT INTO institutions (slug, name) VALUES ('uni', 'University of Testing') RETURNING id::text")
    ).rows[0]!.id;
    otherInstitutionId = (
      await pool.query<{ id: string }>("INSERT INTO institutions (slug, name) VALUES ('other', 'Other College') RETURNING id::text")
    ).rows[0]!.id;
    userId = (
      await pool.query<{ id: string }>(
        "INSERT INTO users (email, name, password_hash) VALUES ('lib@uni.test', 'Lib', 'x') RETURNING id::text",
      )
    ).rows[0]!.id;
    usage = createUsageRepository(pool);
    const log = pino({ level: 'silent' });
    recorder = createUsageRecorder(usage, log);
    apiKey = await usage.createSushiKey(institutionId);
    otherKey = await usage.createSushiKey(otherInstitutionId);

    // The scripted scenario. I = a signed-in member of the institution (session id), N and N2 =
    // anonymous readers known only by address + user agent, R = a robot.
    const I = { sessionId: 'session-of-I', userId, clientIp: '192.0.2.10', userAgent: CHROME, institutionId };
    const N = { sessionId: null, userId: null, clientIp: '203.0.113.7', userAgent: CHROME, institutionId: null };
    const N2 = { ...N, userAgent: FIREFOX };
    const R = { sessionId: null, userId: null, clientIp: '66.249.66.1', userAgent: GOOGLEBOT, institutionId: null };
    const A = (who: typeof I | typeof N, at: string, kind: UsageEvent['kind'], extra: Partial<UsageEvent> = {}): UsageEvent => ({
      articleId: article.A.id,
      kind,
      accessType: 'Controlled',
      accessMethod: 'Regular',
      ...who,
      at: new Date(at),
      ...extra,
    });
    const B = (who: typeof I | typeof N, at: string, kind: UsageEvent['kind'], extra: Partial<UsageEvent> = {}): UsageEvent => ({
      articleId: article.B.id,
      kind,
      accessType: 'OA_Gold',
      accessMethod: 'Regular',
      ...who,
      at: new Date(at),
      ...extra,
    });
    const script: UsageEvent[] = [
      A(I, '2026-01-15T10:00:00Z', 'abstract'),
      A(I, '2026-01-15T10:00:10Z', 'full-text-html'),
      A(I, '2026-01-15T10:00:20Z', 'full-text-html'), // double click
      A(I, '2026-01-15T10:00:45Z', 'full-text-html'), // 25 s after the last: still the same click run
      A(I, '2026-01-15T10:01:30Z', 'pdf'), // another format: counted
      A(I, '2026-01-15T10:01:40Z', 'pdf'), // double click
      A(I, '2026-01-15T10:59:50Z', 'pdf'), // 58 min later: counted
      A(I, '2026-01-15T11:00:05Z', 'pdf'), // 15 s later across the hour: a double click, kept in hour 11
      B(I, '2026-01-15T11:10:00Z', 'full-text-html'),
      A(I, '2026-01-15T14:00:00Z', 'pdf', { denial: 'Limit_Exceeded' }),
      A(N, '2026-01-15T10:30:00Z', 'abstract'),
      A(N, '2026-01-15T10:30:05Z', 'full-text-html', { denial: 'No_License' }),
      A(N, '2026-01-15T10:30:10Z', 'full-text-html', { denial: 'No_License' }), // double click
      B(N, '2026-01-15T10:31:00Z', 'full-text-html'),
      B(N, '2026-01-15T10:31:20Z', 'pdf'),
      B(N, '2026-01-15T11:05:00Z', 'full-text-html'), // a new session (hour 11)
      B(N2, '2026-01-15T10:31:00Z', 'full-text-html'), // same address, other browser: another reader
      B(N, '2026-01-15T10:40:00Z', 'full-text-html', { isThirdParty: true }),
      A(R, '2026-01-15T10:00:00Z', 'full-text-html'),
      B(R, '2026-01-15T10:00:01Z', 'pdf'),
      A(I, '2026-02-03T09:00:00Z', 'full-text-html'),
    ];
    for (const event of script) outcomes.push(await recorder.recordOutcome(event));

    const articles = createArticleRepository(pool);
    const siteLog = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
    site = await listen(createApp({ access: ALL_CONTENT_OPEN, articles, log: siteLog, counter: { usage, recorder } }));
    const asReader = (reader: Reader) => {
      const app = express();
      app.use((_req, res, next) => {
        res.locals.reader = reader;
        next();
      });
      app.use(counterRoutes({ usage, recorder }, log));
      return app;
    };
    admin = await listen(asReader({ ...ANONYMOUS_READER, userType: 'ADMIN', accessType: 'ADMIN' }));
    anonymous = await listen(asReader(ANONYMOUS_READER));
  });
  afterAll(async () => {
    await Promise.all([site?.close(), admin?.close(), anonymous?.close()]);
    await pool.end();
  });

  it('drops robots and third-party articles and folds double clicks', () => {
    expect(outcomes).toEqual([
      'counted',
      'counted',
      'double-click',
      'double-click',
      'counted',
      'double-click',
      'counted',
      'double-click',
      'counted',
      'counted',
      'counted',
      'counted',
      'double-click',
      'counted',
      'counted',
      'counted',
      'counted',
      'third-party',
      'robot',
      'robot',
      'counted',
    ]);
  });

  it('stores no raw address or user agent', async () => {
    const { rows } = await pool.query<{ user_key: string; session_key: string }>('SELECT user_key, session_key FROM usage_events');
    expect(rows.length).toBe(13);
    for (const r of rows) expect(`${r.user_key} ${r.session_key}`).not.toMatch(/203\.0\.113|Mozilla|session-of-I/);
  });

  it("TR_J3 for the institution: its member's uses only, by access type, with the counts COUNTER gives", async () => {
    const report = await buildUsageReport(
      usage,
      reportByPath('tr_j3')!,
      { institutionId, institutionName: 'University of Testing' },
      { begin: JAN, end: FEB },
    );
    expect(titlePerformance(report.json.Report_Items)).toEqual({
      [`${article.A.journal}|Controlled`]: {
        Total_Item_Investigations: { [JAN]: 4, [FEB]: 1 },
        Total_Item_Requests: { [JAN]: 3, [FEB]: 1 },
        Unique_Item_Investigations: { [JAN]: 2, [FEB]: 1 },
        Unique_Item_Requests: { [JAN]: 2, [FEB]: 1 },
      },
      [`${article.B.journal}|Open`]: {
        Total_Item_Investigations: { [JAN]: 1 },
        Total_Item_Requests: { [JAN]: 1 },
        Unique_Item_Investigations: { [JAN]: 1 },
        Unique_Item_Requests: { [JAN]: 1 },
      },
    });
  });

  it('TR for the whole platform adds the anonymous readers and the denials', async () => {
    const report = await buildUsageReport(usage, reportByPath('tr')!, PLATFORM_AUDIENCE, { begin: JAN, end: JAN });
    const yopA = (await pool.query<{ y: number }>('SELECT publication_year AS y FROM articles WHERE id = $1', [article.A.id])).rows[0]!.y;
    const yopB = (await pool.query<{ y: number }>('SELECT publication_year AS y FROM articles WHERE id = $1', [article.B.id])).rows[0]!.y;
    expect(titlePerformance(report.json.Report_Items)).toEqual({
      [`${article.A.journal}|Journal|${yopA}|Controlled|Regular`]: {
        Total_Item_Investigations: { [JAN]: 5 },
        Total_Item_Requests: { [JAN]: 3 },
        Unique_Item_Investigations: { [JAN]: 3 },
        Unique_Item_Requests: { [JAN]: 2 },
        Limit_Exceeded: { [JAN]: 1 },
        No_License: { [JAN]: 1 },
      },
      [`${article.B.journal}|Journal|${yopB}|Open|Regular`]: {
        Total_Item_Investigations: { [JAN]: 5 },
        Total_Item_Requests: { [JAN]: 5 },
        Unique_Item_Investigations: { [JAN]: 4 },
        Unique_Item_Requests: { [JAN]: 4 },
      },
    });
    expect(report.json.Report_Header).toMatchObject({
      Release: '5.1',
      Report_ID: 'TR',
      Institution_Name: PLATFORM_AUDIENCE.institutionName,
    });
  });

  it('the tabular PR_P1 and IR_A1 files (TSV and CSV) carry the same counts', async () => {
    const base = `/admin/usage/report?institution=${institutionId}&begin_date=${JAN}&end_date=${FEB}`;
    const tsv = await fetch(`${admin.base}${base}&report=pr_p1&format=tsv`);
    expect(tsv.status).toBe(200);
    expect(tsv.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8');
    expect(tsv.headers.get('content-disposition')).toMatch(/^attachment; filename="PR_P1_/);
    const rows = (await tsv.text())
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split('\t'));
    expect(rows.slice(0, 13).map((r) => r.slice(0, 2))).toEqual([
      ['Report_Name', 'Platform Usage'],
      ['Report_ID', 'PR_P1'],
      ['Release', '5.1'],
      ['Institution_Name', 'University of Testing'],
      ['Institution_ID', `Proprietary:Lectern:${institutionId}`],
      ['Metric_Types', 'Searches_Platform; Total_Item_Requests; Unique_Item_Requests; Unique_Title_Requests'],
      ['Report_Filters', 'Access_Method=Regular'],
      ['Report_Attributes', ''],
      ['Exceptions', ''],
      ['Reporting_Period', 'Begin_Date=2026-01-01; End_Date=2026-02-28'],
      ['Created', rows[10]![1]!],
      ['Created_By', 'Lectern'],
      ['Registry_Record', ''],
    ]);
    expect(rows[13]!.every((c) => c === '')).toBe(true);
    expect(rows.slice(14)).toEqual([
      ['Platform', 'Data_Type', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026'],
      ['Lectern', 'Journal', 'Total_Item_Requests', '5', '4', '1'],
      ['Lectern', 'Journal', 'Unique_Item_Requests', '4', '3', '1'],
    ]);

    const csv = await fetch(`${admin.base}${base}&report=ir_a1&format=csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    const heading = lines[14]!.split(',');
    const data = lines.slice(15).map((l) => {
      const cells = l.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
      return Object.fromEntries(heading.map((h, i) => [h, cells[i]]));
    });
    expect(
      data.map((d) => [d.Proprietary_ID, d.Access_Type, d.Metric_Type, d.Reporting_Period_Total, d['Jan-2026'], d['Feb-2026']]),
    ).toEqual(
      expect.arrayContaining([
        [`Lectern:${article.A.pii}`, 'Controlled', 'Total_Item_Requests', '4', '3', '1'],
        [`Lectern:${article.A.pii}`, 'Controlled', 'Unique_Item_Requests', '3', '2', '1'],
        [`Lectern:${article.B.pii}`, 'Open', 'Total_Item_Requests', '1', '1', '0'],
        [`Lectern:${article.B.pii}`, 'Open', 'Unique_Item_Requests', '1', '1', '0'],
      ]),
    );
    expect(data).toHaveLength(4);
  });

  it('report files are for administrators only', async () => {
    const res = await fetch(`${anonymous.base}/admin/usage/report?institution=platform&report=pr&begin_date=${JAN}&end_date=${JAN}`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      'Usage reports are for administrators: sign in with an administrator account.',
    );
  });

  it('a SUSHI client session: status, members, reports, then tr_j1', async () => {
    const status = await fetch(`${site.base}/r51/status`);
    expect(status.status).toBe(200);
    expect(((await status.json()) as Array<{ Service_Active: boolean }>)[0]!.Service_Active).toBe(true);

    const auth = `customer_id=${institutionId}&api_key=${encodeURIComponent(apiKey)}`;
    const members = (await (await fetch(`${site.base}/r51/members?${auth}`)).json()) as Array<{
      Customer_ID: string;
      Institution_Name: string;
    }>;
    expect(members).toEqual([expect.objectContaining({ Customer_ID: institutionId, Institution_Name: 'University of Testing' })]);

    const list = (await (await fetch(`${site.base}/r51/reports?${auth}`)).json()) as Array<{
      Report_ID: string;
      Path: string;
      Release: string;
      First_Month_Available: string;
    }>;
    expect(list.map((r) => r.Report_ID)).toEqual(['PR', 'PR_P1', 'TR', 'TR_J1', 'TR_J3', 'TR_B1', 'IR', 'IR_A1']);
    const trJ1 = list.find((r) => r.Report_ID === 'TR_J1')!;
    expect(trJ1).toMatchObject({ Path: '/r51/reports/tr_j1', Release: '5.1', First_Month_Available: JAN });

    const res = await fetch(`${site.base}${trJ1.Path}?${auth}&begin_date=2026-01-01&end_date=2026-02-28`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as { Report_Header: Record<string, unknown>; Report_Items: unknown[] };
    expect(report.Report_Header).toMatchObject({
      Release: '5.1',
      Report_ID: 'TR_J1',
      Report_Name: 'Journal Requests (Controlled)',
      Institution_Name: 'University of Testing',
      Institution_ID: { Proprietary: [`Lectern:${institutionId}`] },
      Report_Filters: {
        Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
        Begin_Date: '2026-01-01',
        End_Date: '2026-02-28',
        Data_Type: ['Journal'],
        Access_Type: ['Controlled'],
        Access_Method: ['Regular'],
      },
    });
    expect(report.Report_Header.Exceptions).toBeUndefined();
    expect(titlePerformance(report.Report_Items)).toEqual({
      [article.A.journal]: { Total_Item_Requests: { [JAN]: 3, [FEB]: 1 }, Unique_Item_Requests: { [JAN]: 2, [FEB]: 1 } },
    });
    // The request log names the calls but never the key.
    expect(logged.some((line) => line.includes('/r51/reports/tr_j1?') && line.includes('api_key=[redacted]'))).toBe(true);
    expect(logged.join('\n')).not.toContain(apiKey);
  });

  it('SUSHI exceptions: bad dates, missing dates, unknown customer, bad key, unknown report', async () => {
    const auth = `customer_id=${institutionId}&api_key=${encodeURIComponent(apiKey)}`;
    const cases: Array<[string, number, number, string]> = [
      [`/r51/reports/tr_j1?${auth}&begin_date=2026-13&end_date=2026-02`, 400, 3020, 'Invalid Date Arguments'],
      [`/r51/reports/tr_j1?${auth}&begin_date=2026-03&end_date=2026-01`, 400, 3020, 'Invalid Date Arguments'],
      [`/r51/reports/tr_j1?${auth}&begin_date=2026-01`, 400, 1030, 'Insufficient Information to Process Request'],
      [
        `/r51/reports/tr_j1?api_key=${encodeURIComponent(apiKey)}&begin_date=2026-01&end_date=2026-02`,
        400,
        1030,
        'Insufficient Information to Process Request',
      ],
      [
        `/r51/reports/tr_j1?customer_id=999999&api_key=${encodeURIComponent(apiKey)}&begin_date=2026-01&end_date=2026-02`,
        403,
        2010,
        'Requestor is Not Authorized to Access Usage for Institution',
      ],
      [
        `/r51/reports/tr_j1?customer_id=${institutionId}&api_key=${encodeURIComponent(otherKey)}&begin_date=2026-01&end_date=2026-02`,
        403,
        2010,
        'Requestor is Not Authorized to Access Usage for Institution',
      ],
      [
        `/r51/reports/tr_j1?customer_id=${institutionId}&api_key=not-a-key&begin_date=2026-01&end_date=2026-02`,
        401,
        2000,
        'Requestor Not Authorized to Access Service',
      ],
      [`/r51/members?customer_id=${institutionId}`, 401, 2000, 'Requestor Not Authorized to Access Service'],
      [`/r51/reports/dr?${auth}&begin_date=2026-01&end_date=2026-02`, 404, 3000, 'Report Not Supported'],
    ];
    for (const [path, status, code, message] of cases) {
      const res = await fetch(site.base + path);
      expect([path, res.status]).toEqual([path, status]);
      expect(await res.json()).toMatchObject({ Code: code, Message: message });
    }
  });

  it('SUSHI: no usage in the period gives 3030 in the header; an unknown parameter 3050', async () => {
    const auth = `customer_id=${otherInstitutionId}&api_key=${encodeURIComponent(otherKey)}`;
    const res = await fetch(`${site.base}/r51/reports/pr?${auth}&begin_date=2026-01&end_date=2026-01&colour=blue`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as { Report_Header: { Exceptions: Array<{ Code: number; Data?: string }> }; Report_Items: unknown[] };
    expect(report.Report_Items).toEqual([]);
    expect(report.Report_Header.Exceptions.map((e) => [e.Code, e.Data])).toEqual([
      [3050, 'colour'],
      [3030, 'No usage between 2026-01 and 2026-01'],
    ]);
  });

  it("the metrics endpoint gives the article's views, downloads and cited-by count", async () => {
    const res = await fetch(`${site.base}/sdfe/arp/pii/${article.A.pii}/metrics`);
    expect(res.status).toBe(200);
    const cited = (
      await pool.query<{ n: number }>(
        'SELECT count(DISTINCT citing_article_id)::int AS n FROM citation_links WHERE cited_article_id = $1',
        [article.A.id],
      )
    ).rows[0]!.n;
    // Views: I's abstract and two full-text views, N's abstract; downloads: I's two counted PDFs.
    expect(await res.json()).toEqual({ views: 4, downloads: 2, citations: cited });
    expect((await fetch(`${site.base}/sdfe/arp/pii/S0000000000000000/metrics`)).status).toBe(404);
  });

  it("POST /counter/investigation validates the page's fields and records an investigation", async () => {
    const before = (await usage.articleMetrics(article.B.pii))!;
    const body = {
      begintime: Date.parse('2026-03-01T10:00:00Z'),
      isIpUser: false,
      isSuccess: true,
      isbn: '',
      issn: '1932-6203',
      origin: 'article',
      pii: article.B.pii,
      primary: 'figure',
      zone: 'figure-viewer',
      fmt: 'html',
    };
    const post = (payload: unknown) =>
      fetch(`${anonymous.base}/counter/investigation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': CHROME },
        body: JSON.stringify(payload),
      });
    expect((await post(body)).status).toBe(204);
    const bad = await post({ ...body, pii: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toBe('Invalid investigation field "pii": must be a valid PII');
    const missing = await post({ ...body, zone: undefined });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { detail: string }).detail).toMatch(/^Invalid investigation field "zone"/);
    await expect
      .poll(
        async () =>
          (
            await pool.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM usage_events WHERE kind = 'investigation' AND article_id = $1",
              [article.B.id],
            )
          ).rows[0]!.n,
      )
      .toBe(1);
    // A client investigation is neither a view nor a download.
    expect(await usage.articleMetrics(article.B.pii)).toEqual(before);

    // The page reporting its own full-text load (a cached page the server never saw) is a request;
    // reported again at once (or after the server counted the view) it is the same use.
    const fullText = { ...body, zone: 'full-text' };
    const asFirefox = (payload: unknown) =>
      fetch(`${anonymous.base}/counter/investigation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX },
        body: JSON.stringify(payload),
      });
    expect((await asFirefox(fullText)).status).toBe(204);
    await expect.poll(async () => (await usage.articleMetrics(article.B.pii))!.views).toBe(before.views + 1);
    expect((await asFirefox(fullText)).status).toBe(204);
    expect((await post({ ...body, zone: 'abstract' })).status).toBe(204);
    await expect
      .poll(
        async () =>
          (
            await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM usage_events WHERE article_id = $1 AND occurred_at > $2', [
              article.B.id,
              '2026-06-01',
            ])
          ).rows[0]!.n,
      )
      .toBe(2);
    expect(await usage.articleMetrics(article.B.pii)).toEqual({ ...before, views: before.views + 1 });
  });

  it("the page's own report right after the server counted its view is that view, not another use", async () => {
    const who = { sessionId: null, userId: null, clientIp: '198.51.100.9', userAgent: CHROME, institutionId: null };
    const event = (at: string, kind: UsageEvent['kind']): UsageEvent => ({
      articleId: article.A.id,
      kind,
      accessType: 'Controlled',
      accessMethod: 'Regular',
      ...who,
      at: new Date(at),
      pageBeacon: kind === 'investigation',
    });
    expect(await recorder.recordOutcome(event('2026-03-02T09:00:00Z', 'full-text-html'))).toBe('counted');
    expect(await recorder.recordOutcome(event('2026-03-02T09:00:02Z', 'investigation'))).toBe('double-click');
    expect(await recorder.recordOutcome(event('2026-03-02T09:00:40Z', 'investigation'))).toBe('counted');
    expect(await recorder.recordOutcome(event('2026-03-02T09:00:50Z', 'investigation'))).toBe('double-click');
    const report = await buildUsageReport(usage, reportByPath('tr_j3')!, PLATFORM_AUDIENCE, { begin: '2026-03', end: '2026-03' });
    expect(titlePerformance(report.json.Report_Items)[`${article.A.journal}|Controlled`]).toEqual({
      Total_Item_Investigations: { '2026-03': 2 },
      Total_Item_Requests: { '2026-03': 1 },
      Unique_Item_Investigations: { '2026-03': 1 },
      Unique_Item_Requests: { '2026-03': 1 },
    });
  });

  it('POST /counter/investigation on the site needs the CSRF token', async () => {
    const res = await fetch(`${site.base}/counter/investigation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});
