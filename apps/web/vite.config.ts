import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
  // The manifest tells the bundle report (scripts/bundle-report.mjs) which chunks each route entry loads;
  // it stays in dist/.vite, which the server does not serve.
  build: { outDir: 'dist', manifest: true, chunkSizeWarningLimit: 900 },
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
