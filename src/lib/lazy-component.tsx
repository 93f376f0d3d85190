/**
 * A code-split component that can be loaded before it first renders. Unlike React.lazy, once
 * `preload()` has resolved it renders synchronously, so hydrating a prerendered page never has to
 * wait on a chunk that is already there.
 */
import { use, type ComponentType } from 'react';
import { trackForUse } from './use-promise.ts';

/** A component whose code loads on first use, and its preloader. */
export interface LazyComponent<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<void>;
}

/** Wraps a dynamic import of a module with a default-exported component. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const loadComponent = () => (pending ??= trackForUse(load().then((module) => module.default)));
  function Lazy(props: P) {
    const Component = use(loadComponent());
    return <Component {...props} />;
  }
  return { Component: Lazy, preload: () => loadComponent().then(() => undefined) };
}
