import { lazy, type ComponentType } from "react";

export type Preloadable<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * React.lazy for a component in a chunk of its own, whose chunk can also be loaded ahead of
 * time. Once it is in, the lazy loader answers with an already-settled thenable, which React
 * takes on the spot: a component preloaded before it first renders shows at once, instead of
 * suspending behind its fallback for a frame (and React's fallback throttle) after it arrived.
 */
export function preloadable<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  type Module = { default: ComponentType<Props> };
  const settled = (component: ComponentType<Props>) =>
    ({ then: (resolve: (module: Module) => void) => resolve({ default: component }) }) as unknown as Promise<Module>;
  const Lazy = lazy(() => (loaded ? settled(loaded) : preload().then(() => ({ default: loaded! }))));
  return Object.assign(Lazy, { preload }) as unknown as Preloadable<Props>;
}
