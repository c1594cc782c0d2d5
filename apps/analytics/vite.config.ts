import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compressAssets } from '../../scripts/compress-assets.mjs';

/**
 * The analytics frame: served by the server under /analytics/ and loaded by the portal's dashboard page in an
 * iframe. `npm run dev -w @waybill/analytics` serves it on port 5174; the portal's dev server proxies
 * /analytics there, so the address the server hands out works in development as well.
 */
export default defineConfig({
  base: '/analytics/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The frame ships English only, so react-aria's strings for every other locale are dropped.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // The server sends these copies to browsers that accept them.
    compressAssets(),
  ],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the page needs before its first figures is one chunk; the chart drawing (Chart.js) and the
          // detail tables load lazily in chunks of their own.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
