// @vitest-environment happy-dom
// The build's early script (build/earlyConsole.ts): with a stored session, the console's chunks
// are asked for before the entry has run; the sign-in page (no session, or /login) never asks.
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { consoleChunks, earlyScript, withEarlyScript } from '../../build/earlyConsole';
import { SESSION_KEY } from '../../src/authProvider/session';

const chunk = (
  fileName: string,
  imports: string[],
  extra: Partial<Rollup.OutputChunk> = {},
): Rollup.OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as Rollup.OutputChunk;

const bundle = (): Rollup.OutputBundle =>
  Object.fromEntries(
    [
      chunk('assets/index-1.js', [], { isEntry: true, facadeModuleId: '/app/index.html' }),
      chunk('assets/App-2.js', ['assets/vendor-3.js', 'assets/console-4.js', 'assets/index-1.js'], {
        facadeModuleId: '/app/src/App.tsx',
      }),
      chunk('assets/vendor-3.js', ['assets/index-1.js']),
      chunk('assets/console-4.js', ['assets/vendor-3.js', 'assets/shared-5.js']),
      chunk('assets/shared-5.js', []),
      chunk('assets/RentingEdit-6.js', ['assets/console-4.js'], {
        facadeModuleId: '/app/src/resources/renting/RentingEdit.tsx',
      }),
    ].map((c) => [c.fileName, c]),
  );

const run = (script: string) => new Function(script)();
const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the early console script', () => {
  it("lists the console's chunk and what it imports, not the entry nor a screen's", () => {
    expect(consoleChunks(bundle())).toEqual([
      'assets/App-2.js',
      'assets/vendor-3.js',
      'assets/console-4.js',
      'assets/shared-5.js',
    ]);
    expect(consoleChunks({})).toEqual([]);
  });

  it('with a stored session, asks for every chunk at once', () => {
    localStorage.setItem(SESSION_KEY, '{"accessToken":"t"}');
    window.history.replaceState(null, '', '/stock-renting/r1');
    run(earlyScript(['assets/App-2.js', 'assets/vendor-3.js']));
    expect(preloaded()).toEqual(['/assets/App-2.js', '/assets/vendor-3.js']);
  });

  it('asks for nothing without a session, nor on the sign-in page', () => {
    window.history.replaceState(null, '', '/stock-renting/r1');
    run(earlyScript(['assets/App-2.js']));
    expect(preloaded()).toEqual([]);
    localStorage.setItem(SESSION_KEY, '{"accessToken":"t"}');
    window.history.replaceState(null, '', '/login');
    run(earlyScript(['assets/App-2.js']));
    expect(preloaded()).toEqual([]);
  });

  it("is loaded before the entry's module script", () => {
    const html =
      '<head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>';
    expect(withEarlyScript(html, '/assets/early-9.js')).toBe(
      '<head>\n    <title>x</title>\n    <script src="/assets/early-9.js"></script>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>',
    );
  });
});
