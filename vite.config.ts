import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress-plugin';

// The API runs in its own process during `npm run dev` (see scripts/dev.ts); in production the same
// server serves both, so the client always calls relative /api paths.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
});
