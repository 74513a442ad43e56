import parsePrometheusTextFormat, { type PromFamily } from 'parse-prometheus-text-format';

/**
 * Parses a /metrics answer as Prometheus text (parse-prometheus-text-format throws on a line that
 * is not). That parser folds a histogram's labelled series into one, so `series` reads the sample
 * lines of one metric with their labels.
 */
export function parseMetrics(text: string): {
  families: PromFamily[];
  series(name: string): Array<{ labels: Record<string, string>; value: number }>;
} {
  const families = parsePrometheusTextFormat(text);
  return {
    families,
    series: (name) =>
      text
        .split('\n')
        .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
        .map((line) => {
          const match = /^[^{\s]+(?:\{(.*)\})?\s+(\S+)$/.exec(line)!;
          const labels = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
          return { labels, value: Number(match[2]) };
        }),
  };
}
