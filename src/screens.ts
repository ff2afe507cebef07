// Every screen of the console is a chunk of its own, loaded on demand, so the sign-in page
// downloads little JavaScript. A screen's code is fetched ahead of the click that opens it
// (while the sign-in form is filled in, when the console is idle, when the pointer rests on
// its menu entry), so it is already there when the page opens.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface Screen {
  /** The screen as a lazy component. */
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading its code; a failure is left for the screen's own opening to report. */
  preload: () => Promise<unknown>;
}

/**
 * A screen from its loader. Once its code was fetched ahead, React gets it at once (a
 * thenable that answers synchronously), so it renders without suspending: a suspended page
 * shows its fallback, and React then holds the page back until 300 ms after that fallback
 * (its reveal throttle) — most of a menu click's wait.
 */
export const screen = (load: ScreenLoader): Screen => {
  let ready: ScreenModule | undefined;
  const fetch = () =>
    load().then((module) => {
      ready = module;
      return module;
    });
  const Component = lazy(() => {
    if (!ready) return fetch();
    const module = ready;
    const answered = { then: (onReady: (m: ScreenModule) => void) => onReady(module) };
    return answered as unknown as Promise<ScreenModule>;
  });
  return { Component, preload: () => fetch().catch(() => undefined) };
};

/** The screens opened at a fixed address (a list, a custom page), by that address. */
const byPath = new Map<string, Screen>();

export const registerScreenPath = (path: string, opened: Screen): void => {
  byPath.set(path, opened);
};

/**
 * Loads the code of the screen at `path`, if one is known there. The console opened on it (a
 * reload, a bookmark) is shown once both are here, so the page does not suspend at first.
 */
export const preloadScreenAt = (path: string): Promise<unknown> =>
  byPath.get(path)?.preload() ?? Promise.resolve();
