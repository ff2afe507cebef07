// Integration test setup: jest-dom matchers, msw answering the API, a fake socket.io.
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw';

vi.mock('socket.io-client', async () => {
  const fake = await import('./fakeSocket');
  return { io: fake.fakeIo, default: fake.fakeIo };
});

// React's development build records where each element was created (an Error and a console
// task per element, for the browser's developer tools), up to 10,000 per render; past that it
// stops and uses a placeholder. Tests have no developer tools to show them, and recording them
// took a fifth of a form test's time: here React always behaves as past the limit. Failures
// keep their stack traces (only React's owner stacks in its own warnings are shorter).
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => 10_000,
    set: () => undefined,
  });
}

// The first screen of a file loads its lazy chunks through Vite's transform: on a busy CI
// machine that alone can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// MUI's styles (one <style> per rule in development) stay in the page after a test's screen is
// gone, so a file's later tests ran among thousands of rules, and every visibility and
// accessible-name check of Testing Library (getComputedStyle) read them all. Each test starts
// with none: its screens insert again what they use.
let styles: EmotionCache | null = null;
const forgetStyles = () => {
  if (!styles) return;
  styles.sheet.flush();
  for (const name of Object.keys(styles.inserted)) delete styles.inserted[name];
};

beforeAll(() => {
  // A worker runs many files in one page (isolate: false): each starts at the page's first
  // address, with nothing stored.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  server.listen({ onUnhandledRequest: 'error' });
  const probe = renderHook(() => __unsafe_useEmotionCache());
  styles = probe.result.current;
  probe.unmount();
});
/**
 * What a test left on the page after Testing Library's cleanup: a screen mounted some other way
 * (src/main.tsx's root), which would stay alive for the worker's next files. The charts' text
 * measurer (an <svg> kept by MUI X) and emptied containers are not screens.
 */
const leftOnPage = () =>
  [...document.body.children].filter((c) => c.tagName !== 'svg' && c.innerHTML !== '');

afterEach(async () => {
  cleanup();
  const left = leftOnPage();
  for (const element of left) element.remove();
  if (left.length) {
    throw new Error(
      `The test left a screen mounted outside Testing Library: ${left[0]!.outerHTML.slice(0, 120)}`,
    );
  }
  forgetStyles();
  const { disconnectRealtime } = await import('../../src/realtime/socket');
  disconnectRealtime();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
