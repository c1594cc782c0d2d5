import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(tsx|mdx)',
    '../apps/portal/src/**/*.stories.tsx',
    '../apps/analytics/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Serves mockServiceWorker.js (from `npx msw init .storybook/public`) for stories that mock the API.
  staticDirs: ['./public'],
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Keep the design props and the react-aria props people reach for; drop the aria-*/on* and DOM noise.
      propFilter: (prop) => {
        if (/^(aria-|on[A-Z])/.test(prop.name)) return false;
        const file = prop.parent?.fileName ?? '';
        return !file.includes('node_modules') || file.includes('react-aria-components');
      },
    },
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // Pre-bundle up front: a dependency discovered mid-run makes Vite re-optimize and reload, which
        // breaks story files already loading and can leave two copies of React on the page.
        include: [
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          'react-aria-components',
          '@internationalized/date',
          '@vanilla-extract/dynamic',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'msw',
          'msw/browser',
          'openapi-msw',
          'openapi-fetch',
          'openapi-react-query',
          '@tanstack/react-query',
          'react-router',
          'chart.js',
        ],
      },
      resolve: {
        alias: [
          // Stories of the design system and of portal screens must share ONE compilation of @waybill/ui,
          // or vanilla-extract emits two sets of class names and theme variables that do not match.
          { find: /^@waybill\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
          { find: /^@waybill\/ui\/charts$/, replacement: fromRoot('packages/ui/src/charts.ts') },
          { find: /^@waybill\/ui\/(styles|charts)\.css$/, replacement: fromRoot('.storybook/empty.css') },
        ],
      },
    });
  },
};

export default config;
