// The sign-in page's download is what src/main.tsx imports statically, followed through our own
// modules: the bundler puts all of it in the first chunk, before the form can show. Reading the
// sources (no build needed), this keeps the console's libraries out of that graph: one import of a
// folder's index that re-exports write buttons once brought react-admin's forms, react-hook-form
// and the router into it (131 → 236 KB gzipped). The size itself is a bench figure (npm run bench,
// BENCH_ONLY=login), never asserted here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'src/main.tsx');

/** Libraries that only the console needs: loaded after the form shows, never before. */
const CONSOLE_ONLY = [
  'react-router',
  'react-router-dom',
  'react-hook-form',
  'ra-core',
  'ra-ui-materialui',
  '@tanstack/react-query',
  '@mui/x-charts',
  '@mui/x-data-grid',
  'socket.io-client',
];
/** What the sign-in page may take from react-admin: the error class its fetch helper throws. */
const FROM_REACT_ADMIN = new Set(['HttpError']);

interface StaticImport {
  from: string;
  specifier: string;
  /** The value names imported (types left out); undefined for `import 'x'` or `export *`. */
  names?: string[];
}

const STATEMENT = /^\s*(import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

const staticImports = (file: string): StaticImport[] => {
  const source = readFileSync(file, 'utf8');
  const found: StaticImport[] = [];
  for (const [, , typeOnly, clause, specifier] of source.matchAll(STATEMENT)) {
    if (typeOnly) continue;
    const braced = /\{([\s\S]*)\}/.exec(clause ?? '');
    const names = braced
      ? braced[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0])
      : undefined;
    // `import { type A, type B } from` brings nothing at run time.
    if (braced && names?.length === 0 && !/^[\w$]+\s*,/.test(clause ?? '')) continue;
    found.push({ from: file, specifier, names });
  }
  return found;
};

const resolveOwn = (from: string, specifier: string): string => {
  // Our sources import each other with or without the '.js' the compiled server needs.
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  const file = candidates.find((c) => existsSync(c) && !c.endsWith('/') && /\.tsx?$/.test(c));
  if (!file) throw new Error(`${specifier} from ${relative(ROOT, from)} not found`);
  return file;
};

/** Every static import reached from the entry, through our own modules. */
const signInGraph = (): { modules: string[]; packages: StaticImport[] } => {
  const seen = new Set([ENTRY]);
  const queue = [ENTRY];
  const packages: StaticImport[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    for (const imported of staticImports(file)) {
      if (!imported.specifier.startsWith('.')) {
        packages.push(imported);
        continue;
      }
      const next = resolveOwn(file, imported.specifier);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { modules: [...seen].map((m) => relative(ROOT, m)), packages };
};

const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe("the sign-in page's first download", () => {
  const graph = signInGraph();

  it('reaches the sign-in form and the session, not the console', () => {
    expect(graph.modules).toContain('src/customRoutes/login/LoginForm.tsx');
    expect(graph.modules).toContain('src/authProvider/index.ts');
    expect(graph.modules).not.toContain('src/App.tsx');
    expect(graph.modules).not.toContain('src/customRoutes/login/LoginPage.tsx');
    expect(graph.modules).not.toContain('src/writes/index.ts');
  });

  it("imports none of the console's libraries", () => {
    const offending = graph.packages
      .filter((p) => CONSOLE_ONLY.includes(packageOf(p.specifier)))
      .map((p) => `${relative(ROOT, p.from)} → ${p.specifier}`);
    expect(offending).toEqual([]);
  });

  it('takes only the error class from react-admin, never its components or hooks', () => {
    const offending = graph.packages
      .filter((p) => p.specifier === 'react-admin')
      .filter((p) => !p.names || p.names.some((n) => !FROM_REACT_ADMIN.has(n)))
      .map((p) => `${relative(ROOT, p.from)}: ${p.names?.join(', ') ?? '*'}`);
    expect(offending).toEqual([]);
  });
});
