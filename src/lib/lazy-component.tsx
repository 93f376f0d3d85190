/**
 * A code-split component that can be loaded before it first renders. Unlike React.lazy, once
 * `preload()` has resolved it renders synchronously, so hydrating a prerendered page never has to
 * wait on a chunk that is already there.
 */
import { use, type ComponentType } from 'react';

/** A component whose code loads on first use, and its preloader. */
export interface LazyComponent<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<void>;
}

/** Wraps a dynamic import of a module with a default-exported component. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));
  function Lazy(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }
  return { Component: Lazy, preload };
}
