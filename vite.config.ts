import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { islandsPlugin } from './scripts/vite-islands-plugin.ts';

export default defineConfig({
  plugins: [reactRouter(), islandsPlugin()],
  build: { sourcemap: false },
});
