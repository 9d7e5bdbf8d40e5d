import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteConfigPlugin } from './scripts/lib/siteConfigPlugin';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), siteConfigPlugin()],
  appType: 'custom',
  build: {
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: { input: 'src/islands/loader.ts' },
  },
});
