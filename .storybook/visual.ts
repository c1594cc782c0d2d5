import type { StoryContext } from '@storybook/react-vite';
import { applyTheme, isThemeName, DEFAULT_THEME, type ThemeName } from '../packages/ui/src/index';
import { requestsAnswered } from './requests';

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
// captures differ. Animations are brought to rest by `restAnimations`.
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

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Brings every animation to the frame it rests on. Storybook pauses CSS animations before `afterEach`, which
 * freezes one that was running part-way (a dialog half faded in, a menu half closed, kept on the page because
 * react-aria waits for its end): a finite animation is finished instead, so that its end event fires and the
 * element reaches its final state; an endless one (a spinner, a skeleton's pulse) stays paused at its start,
 * as Storybook leaves a new one. Returns whether any animation was moved.
 */
function restAnimations(): boolean {
  let moved = false;
  for (const animation of document.getAnimations()) {
    const effect = animation.effect;
    if (!effect) continue;
    if (effect.getTiming().iterations === Infinity) {
      if (animation.playState !== 'paused' || animation.currentTime !== 0) {
        animation.pause();
        animation.currentTime = 0;
        moved = true;
      }
    } else if (animation.playState !== 'finished') {
      effect.updateTiming({ direction: 'normal' });
      animation.finish();
      moved = true;
    }
  }
  return moved;
}

/** How many times the page may still change before a capture gives up waiting: far more than any story needs. */
const SETTLE_ROUNDS = 50;

/**
 * Resolves once the page is settled: fonts loaded, no request waiting for its answer, no animation moving,
 * images decoded, and nothing on the page changed over two animation frames (a React update and the style
 * recalculation after it, say a menu closing after its action ran, or charts recoloured for a new theme).
 * What is captured, and whether the story or the whole page is captured, must not depend on how fast that was.
 * Waits on those events alone, never on a clock.
 */
async function settle(): Promise<void> {
  for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
    await document.fonts.ready;
    let changes = 0;
    const observer = new MutationObserver((records) => (changes += records.length));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    try {
      await nextFrame();
      const moved = restAnimations();
      await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
      await nextFrame();
      await nextFrame();
      if (!moved && changes === 0 && requestsAnswered() && document.fonts.status === 'loaded') return;
    } finally {
      observer.disconnect();
    }
  }
  throw new Error(`Visual baselines: the page still changed after ${SETTLE_ROUNDS} rounds of two frames`);
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
      // A theme changes styles at once but not what reads them: charts recolour on their next render.
      await settle();
      await match(element, `${context.id}-${theme.toLowerCase()}`);
    }
  } finally {
    const theme = context.globals.theme;
    applyTheme(isThemeName(theme) ? theme : DEFAULT_THEME);
    style.remove();
  }
}
