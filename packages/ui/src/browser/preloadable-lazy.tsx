import { lazy, type ComponentType } from 'react';

/** A component whose module loads when it first renders, or earlier through `preload`. */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the module (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy`, plus `preload` to start loading the module before the component renders. Rendered after its
 * module has arrived, the component renders at once instead of suspending: React waits up to 300 ms before it
 * reveals content that suspended after its fallback showed, a pause every first load would otherwise pay.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableComponent<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Preloadable = (props: Props) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Preloadable, { preload });
}
