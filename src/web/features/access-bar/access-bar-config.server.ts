import { accessBarConfigFrom, type AccessBarConfig } from '#src/shared/access-bar/access-bar-config.ts';

let cached: AccessBarConfig | undefined;

/** The access bar config: the defaults with `LECTERN_ACCESS_BAR_CONFIG` (JSON) applied, read once. */
export function accessBarConfig(): AccessBarConfig {
  cached ??= accessBarConfigFrom(process.env.LECTERN_ACCESS_BAR_CONFIG);
  return cached;
}
