import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteConfigPlugin } from './scripts/lib/siteConfigPlugin';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), siteConfigPlugin()],
  appType: 'custom',
  // PORT and HOST override, as for npm start; a PORT given is required, not silently replaced.
  server: {
    port: Number(process.env.PORT) || 5173,
    strictPort: Boolean(process.env.PORT),
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
  },
  build: {
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: { input: 'src/islands/loader.ts' },
  },
});
