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
/** The screens opened at an address with a record's id in it ('/stock-gomotor/:id'). */
const byPattern: { segments: string[]; screen: Screen }[] = [];

export const registerScreenPath = (path: string, opened: Screen): void => {
  if (path.includes('/:')) byPattern.push({ segments: path.split('/'), screen: opened });
  else byPath.set(path, opened);
};

/** The screen at `path`: its fixed address first, then the first pattern it fits. */
const screenAt = (path: string): Screen | undefined => {
  const fixed = byPath.get(path);
  if (fixed) return fixed;
  const segments = path.split('/');
  return byPattern.find(
    (known) =>
      known.segments.length === segments.length &&
      known.segments.every((part, i) => part.startsWith(':') || part === segments[i]),
  )?.screen;
};

/**
 * Loads the code of the screen at `path`, if one is known there. The console opened on it (a
 * reload, a bookmark) is shown once both are here, so the page does not suspend at first.
 */
export const preloadScreenAt = (path: string): Promise<unknown> =>
  screenAt(path)?.preload() ?? Promise.resolve();
