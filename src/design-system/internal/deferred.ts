// Parts of the design system that the first screen shows closed (selects, popovers, the toast region) render a
// light look-alike until they are first used, and load their Radix implementation then (or when the app says the
// browser is idle). That keeps Radix, floating-ui and their friends out of the first route (quality-bar P8, ADR 015).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Deferred<P> {
  /** Starts loading (once); resolves when the implementation is ready. */
  preload: () => Promise<ComponentType<P>>;
  /** The implementation if it has already loaded. */
  loaded: () => ComponentType<P> | undefined;
  /**
   * Calls `listener` once the implementation has loaded, whoever asked for it (without starting the load); returns
   * the way to stop listening.
   */
  onLoad: (listener: () => void) => () => void;
  /**
   * Renders the implementation; only once `loaded()` is set (see `useDeferred`), so it never suspends: its factory
   * answers with an already-resolved thenable, which React reads synchronously.
   */
  Component: LazyExoticComponent<ComponentType<P>>;
}

export function deferred<P>(load: () => Promise<{ default: ComponentType<P> }>): Deferred<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        component = module.default;
        for (const listener of [...listeners]) listener();
        listeners.clear();
        return component;
      },
      (error: unknown) => {
        // A failed chunk may succeed on the next try (flaky network); do not cache the failure.
        pending = undefined;
        throw error;
      },
    ));
  const resolved = (): Promise<{ default: ComponentType<P> }> => {
    const ready = component;
    if (!ready) return preload().then((loaded) => ({ default: loaded }));
    const thenable = {
      then: (onFulfilled: (value: { default: ComponentType<P> }) => unknown) =>
        onFulfilled({ default: ready }),
    };
    return thenable as unknown as Promise<{ default: ComponentType<P> }>;
  };
  const onLoad = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { preload, loaded: () => component, onLoad, Component: lazy(resolved) };
}
