import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadableLazy', () => {
  it('renders the component at once, with its props, once preloaded', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(
      renderToStaticMarkup(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Ada" />
        </Suspense>,
      ),
    ).toBe('<p>Hello Ada</p>');
    expect(loads).toBe(1);
  });

  it('suspends, like React.lazy, when rendered before its module is in', () => {
    const Lazy = preloadableLazy(() => new Promise<{ default: typeof Greeting }>(() => {}));
    expect(
      renderToStaticMarkup(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Ada" />
        </Suspense>,
      ),
    ).toBe('<p>Loading</p>');
  });
});
