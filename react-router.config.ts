import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // LECTERN_BUILD_DIR lets parallel builds (several e2e runs) use separate folders.
  buildDirectory: process.env.LECTERN_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
