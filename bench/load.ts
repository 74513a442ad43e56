import http from 'node:http';

/**
 * A bounded load loop on loopback: `concurrency` keep-alive clients request `url` for
 * `seconds` (and at most `maxRequests`), then stop. Returns completed requests per second.
 */
export async function loadAgainst(
  url: string,
  options: { concurrency: number; seconds: number; maxRequests?: number },
): Promise<{ rps: number; requests: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.seconds * 1000;
  const maxRequests = options.maxRequests ?? 100_000;
  let requests = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        if (res.statusCode !== 200) errors++;
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  const client = async () => {
    while (performance.now() < deadline && requests + errors < maxRequests) {
      await once();
      requests++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: requests / elapsed, requests, errors };
}
