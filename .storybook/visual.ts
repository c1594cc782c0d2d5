import type { StoryContext } from '@storybook/react-vite';
import { applyTheme, isThemeName, DEFAULT_THEME, type ThemeName } from '../packages/ui/src/index';

/**
 * What a story may declare under `parameters.visual`.
 * - `false`: no screenshot; only for a story that cannot render the same twice (say why next to it).
 * - `{ capture: 'page' }` or `{ capture: 'story' }`: overrides the automatic choice of what to capture.
 */
export type VisualParameters = false | { capture?: 'page' | 'story' };

/** The themes every story is compared in, each against its own baseline. */
export const VISUAL_THEMES = ['Light', 'Dark'] as const satisfies readonly ThemeName[];

/** Compares `element` with the baseline called `name`; installed by `vitest.setup.ts`. */
export type MatchScreenshot = (element: Element, name: string) => Promise<void>;

declare global {
  /** Set by Vitest browser mode; plain Storybook leaves it undefined. */
  var __vitest_browser__: boolean | undefined;
  var __matchStoryScreenshot: MatchScreenshot | undefined;
}

// Only what the screenshots need: a caret blinks and a transition moves, so either would make two
// captures differ. Storybook already pauses CSS animations at their end while `afterEach` runs.
const STILL_CSS = `
*, *::before, *::after {
  caret-color: transparent !important;
  transition: none !important;
}
body { min-height: 100vh; }
`;

/** Whether an element occupies screen space (a visually hidden one is 1px by 1px). */
function isOnScreen(element: Element): boolean {
  const { width, height } = element.getBoundingClientRect();
  return width > 1 && height > 1;
}

/**
 * Whether the story shows something outside its own root: a dialog, popover, tooltip or toast in a
 * portal, or fixed content that escapes the root's box. Such a story is captured as the whole page.
 */
function showsOutsideRoot(root: HTMLElement): boolean {
  const box = root.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return true;
  const escapes = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 1 &&
      rect.height > 1 &&
      (rect.left < box.left - 0.5 ||
        rect.top < box.top - 0.5 ||
        rect.right > box.right + 0.5 ||
        rect.bottom > box.bottom + 0.5)
    );
  };
  for (const child of document.body.children) {
    if (child === root || child.contains(root)) continue;
    if (isOnScreen(child) || Array.from(child.querySelectorAll('*')).some(isOnScreen)) return true;
  }
  return Array.from(root.querySelectorAll('*')).some(escapes);
}

/**
 * Resolves once the page has not changed for `quietMs` (or after `timeoutMs` at most). A play function
 * may end while React still applies its last update, say a menu closing after its action ran; what is
 * captured, and whether the story or the whole page is captured, must not depend on how fast that was.
 */
function domQuiet(quietMs = 150, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(deadline);
      resolve();
    };
    let quiet = setTimeout(done, quietMs);
    const deadline = setTimeout(done, timeoutMs);
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

async function settle(): Promise<void> {
  await document.fonts.ready;
  await domQuiet();
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
}

/**
 * After a story's play function, compares a screenshot of it in each of {@link VISUAL_THEMES} with the
 * committed baseline `<story id>-<theme>`. The theme is applied the way the toolbar applies it and put
 * back afterwards. Runs only under Vitest browser mode; plain Storybook is untouched.
 */
export async function matchThemeScreenshots(context: StoryContext): Promise<void> {
  if (!globalThis.__vitest_browser__) return;
  const visual = context.parameters.visual as VisualParameters | undefined;
  if (visual === false) return;
  const match = globalThis.__matchStoryScreenshot;
  // A missing comparison must fail loudly: a story test run without it would pass unseen changes.
  if (!match) throw new Error('Visual baselines: .storybook/vitest.setup.ts was not loaded');

  const style = document.createElement('style');
  style.textContent = STILL_CSS;
  document.head.append(style);
  try {
    await settle();
    const capture = visual?.capture ?? (showsOutsideRoot(context.canvasElement) ? 'page' : 'story');
    const element = capture === 'page' ? document.body : context.canvasElement;
    for (const theme of VISUAL_THEMES) {
      applyTheme(theme);
      await match(element, `${context.id}-${theme.toLowerCase()}`);
    }
  } finally {
    const theme = context.globals.theme;
    applyTheme(isThemeName(theme) ? theme : DEFAULT_THEME);
    style.remove();
  }
}
