import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compressAssets } from '../../scripts/compress-assets.mjs';

export default defineConfig({
  plugins: [
    react(),
    // Page-layout styles of the portal; components bring their own CSS in @waybill/ui/styles.css.
    vanillaExtractPlugin(),
    // The portal ships English only, so react-aria's strings for every other locale are dropped.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // The server sends these copies to browsers that accept them.
    compressAssets(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      // The dashboard's frame: the analytics app's own dev server (`npm run dev -w @waybill/analytics`).
      '/analytics': { target: 'http://localhost:5174', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the app shell imports statically loads on every page: one chunk holds them all,
          // instead of several shared chunks that each cost a request and their own compression.
          // Screens stay in lazily loaded chunks of their own.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
