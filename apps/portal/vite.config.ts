import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

export default defineConfig({
  plugins: [
    react(),
    // Page-layout styles of the portal; components bring their own CSS in @waybill/ui/styles.css.
    vanillaExtractPlugin(),
    // The portal ships English only, so react-aria's strings for every other locale are dropped.
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
