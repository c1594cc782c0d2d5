import type { Decorator, Preview } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import {
  DEFAULT_THEME,
  THEME_NAMES,
  ToastRegion,
  applyTheme,
  isThemeName,
  toastQueue,
} from '../packages/ui/src/index';
import { mswLoader } from './msw';
import { matchThemeScreenshots } from './visual';

// One toast region for the whole preview, outside any story: docs pages render many stories at once,
// and a region per story would show every toast several times.
const toastHost = document.createElement('div');
toastHost.dataset.toastHost = '';
document.body.append(toastHost);
createRoot(toastHost).render(<ToastRegion />);

/**
 * In story tests every story starts from an empty browser: a sidebar left collapsed or a user left signed
 * in by the story before must not change what the next one shows. Plain Storybook keeps its storage,
 * where the manager's own settings live too.
 */
function forgetBrowserState() {
  if (!globalThis.__vitest_browser__) return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  }
}

const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme;
  applyTheme(isThemeName(theme) ? theme : DEFAULT_THEME);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme of the design system',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [...THEME_NAMES],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME },
  decorators: [withTheme],
  loaders: [mswLoader],
  beforeEach() {
    // Toasts left by one story must not leak into the next.
    toastQueue.clear();
    forgetBrowserState();
  },
  // Story tests compare every story with its Light and Dark baselines (see visual.ts).
  afterEach: matchThemeScreenshots,
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer keeps each announcement for 7 s, labelled by the element it announced;
      // when that element has left the page (a pending button on a screen that navigated away) axe reports
      // the hidden announcement, not anything a user can reach.
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: {
      exclude: /^(aria-|on[A-Z])/,
      matchers: { color: /(background|color)$/i },
    },
    docs: { toc: true },
  },
};

export default preview;
