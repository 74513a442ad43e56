import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { islandsPlugin } from './scripts/vite-islands-plugin.ts';

export default defineConfig({
  plugins: [reactRouter(), islandsPlugin()],
  build: {
    sourcemap: false,
    // A lazy chunk's imports are not preloaded with `<link rel="modulepreload">` written at run
    // time: each link costs milliseconds in a long article's document (ADR 013). Stylesheets of
    // lazy chunks are still looked up (and found beside the inlined styles, ADR 012).
    modulePreload: false,
  },
});
