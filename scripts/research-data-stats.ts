import { pathToFileURL } from 'node:url';
import { collectXmlFiles } from '#src/ingest/ingest-paths.server.ts';
import { IngestError, readArticleFile } from '#src/ingest/read-article.server.ts';
import { addArticle, emptyStats, statsLines } from './lib/research-data-stats.ts';

/**
 * npm run research-data-stats -- <dir|file>... [--list]
 * Reads every article file (no database), computes its enriched content as ingest does
 * (ADR 006) and prints the share of articles with research data, the dataset links and
 * accession numbers found; `--list` prints each article's finds. Exits 1 when a link is
 * neither a URL nor a DOI, or a file cannot be read; 2 on bad usage.
 */
export async function runResearchDataStats(args: string[], print: (line: string) => void): Promise<number> {
  const list = args.includes('--list');
  const inputs = args.filter((a) => a !== '--list');
  if (inputs.length === 0) {
    print('usage: npm run research-data-stats -- <dir|file>... [--list]');
    return 2;
  }
  const { files, missing } = await collectXmlFiles(inputs);
  const stats = emptyStats();
  let unreadable = missing.length;
  for (const m of missing) print(`${m}: no such file or directory`);
  for (const file of files.filter((f) => !f.endsWith('.zip'))) {
    try {
      const read = await readArticleFile(file, 50 * 1024 * 1024);
      addArticle(stats, file, read.enriched);
      if (list) {
        for (const e of read.enriched) {
          const p = e.payload as {
            datasets?: Array<{ repository: string; identifier: string; url: string }>;
            accessions?: Array<{ database: string; id: string; url: string }>;
          } | null;
          for (const d of p?.datasets ?? [])
            if (e.appDetails.shortcode === 'OD') print(`${file}\tOD\t${d.repository}\t${d.identifier}\t${d.url}`);
          for (const a of p?.accessions ?? []) print(`${file}\tDL\t${a.database}\t${a.id}\t${a.url}`);
        }
      }
    } catch (e) {
      unreadable += 1;
      print(e instanceof IngestError ? e.message : `${file}: ${(e as Error).message}`);
    }
  }
  for (const line of stats.badLinks) print(line);
  for (const line of statsLines(stats)) print(line);
  return stats.badLinks.length > 0 || unreadable > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runResearchDataStats(process.argv.slice(2), (line) => console.log(line));
}
