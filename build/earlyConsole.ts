// A page opened with a stored session (a typed address, a bookmark, a reload) needs the console's
// code: without this, its download began only once the entry's own code had arrived and run
// (src/main.tsx asks for it), some 100–300 ms after the page's first request. This build step
// writes a small classic script, loaded before the entry, that asks for the console's chunks at
// once when a session is stored (`<link rel="modulepreload">`), beside the entry's download. The
// sign-in page (no session) never fetches them before its form shows (issue 24 §1). A separate
// file, not an inline script: the server's Content-Security-Policy allows scripts of its own
// origin only.
import type { Plugin, Rollup } from 'vite';
import { SESSION_KEY } from '../src/authProvider/session.js';

/** The console's module (src/main.tsx's loadConsole imports it). */
const CONSOLE_MODULE = /[\\/]src[\\/]App\.tsx$/;
/** Where the sign-in form shows; the console's code is not asked for there. */
const LOGIN_PATH = '/login';

/** The console's chunk and every chunk it imports statically, but the entry's own. */
export function consoleChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const root = chunks.find((c) => c.facadeModuleId && CONSOLE_MODULE.test(c.facadeModuleId));
  if (!root) return [];
  const files: string[] = [];
  const visit = (file: string) => {
    if (entries.has(file) || files.includes(file) || !byFile.has(file)) return;
    files.push(file);
    for (const imported of byFile.get(file)!.imports) visit(imported);
  };
  visit(root.fileName);
  return files;
}

/** The script: with a stored session, outside the sign-in page, each file preloaded. */
export const earlyScript = (files: readonly string[], base = '/'): string =>
  `// Signed in: the console's code is asked for now, beside the entry's (build/earlyConsole.ts).
(function () {
  try {
    if (!localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || location.pathname === ${JSON.stringify(LOGIN_PATH)}) return;
    ${JSON.stringify(files.map((file) => base + file))}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  } catch (error) {
    // No storage (a private mode that refuses it): the entry asks for the code itself.
  }
})();
`;

/** `html` with the script `src` loaded before the entry's module script. */
export const withEarlyScript = (html: string, src: string): string =>
  html.replace(
    /(\s*)<script type="module"/,
    `$1<script src="${src}"></script>$1<script type="module"`,
  );

export function earlyConsole(): Plugin {
  let base = '/';
  return {
    name: 'multipublicador:early-console',
    apply: 'build',
    // After Vite's own step that writes index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const files = consoleChunks(bundle);
      if (!page || page.type !== 'asset' || !files.length) {
        this.error('early-console: the console chunk or index.html is missing from the build');
      }
      const ref = this.emitFile({
        type: 'asset',
        name: 'early.js',
        source: earlyScript(files, base),
      });
      page.source = withEarlyScript(String(page.source), base + this.getFileName(ref));
    },
  };
}
