// Navigation figures: how long staff wait after a click. From the 'Iniciar Sesión' click to the
// dashboard's portal cards showing 'Correcto' (the first card, and all nine), and from a menu click
// to that list's rows. Figures, never assertions. Timed inside the page (a mutation observer, then
// the next frame: what the browser paints), in a Chromium with no test driver attached
// (./plainChromium.ts), against the built server (E2E_BUILD_DIR).
import { gzipSync } from 'node:zlib';
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { launchPlainChromium, type PlainPage } from './plainChromium.js';
import { median } from './stats.js';

/** What a person spends typing e-mail and password once the form is there (ms). */
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 1500);
/** What a person spends looking at a page before the next menu click (ms). */
const READING_MS = Number(process.env.BENCH_READING_MS ?? 1000);

/** The lists timed from their menu entry (the group to open first, if any). */
const LISTS = [
  { label: 'Notificaciones', path: '/notificaciones' },
  { label: 'Usuarios', path: '/settings/users', group: 'Ajustes' },
] as const;

export interface NavigationFigures {
  /** JS (gzip bytes) the /login form needs, and what the page fetched ahead while shown. */
  loginJs: { shown: number; ahead: number };
  firstCardMs: number[];
  dashboardMs: number[];
  /** Full page loads between the click and the dashboard (0: client-side navigation). */
  reloads: number[];
  listMs: Record<string, number[]>;
}

// The page steps travel as source text; the TypeScript loader names inner functions through
// a `__name` helper, which the page gets as a no-op.
const NAME_SHIM = 'globalThis.__name ??= (target) => target;';

/**
 * Init script of every document: while sessionStorage holds a probe ('bench.wait': which
 * marks to wait for), notes the absolute time (timeOrigin + now, comparable across a page
 * reload) of the first frame where each mark's condition holds, in 'bench.mark.<name>'.
 */
const watchMarks = () => {
  const conditions: Record<string, () => boolean> = {
    firstCard: () =>
      [...document.querySelectorAll('section .MuiChip-label')].some((c) =>
        ['Correcto', 'Error'].includes(c.textContent ?? ''),
      ),
    dashboard: () =>
      [...document.querySelectorAll('section .MuiChip-label')].filter((c) =>
        ['Correcto', 'Error'].includes(c.textContent ?? ''),
      ).length >= 9,
    rows: () => {
      const wait = JSON.parse(sessionStorage.getItem('bench.wait') ?? '{}') as { path?: string };
      if (location.pathname !== wait.path) return false;
      // A table shown before the click (the page left, still painted while the next one
      // loads) does not count.
      const body = document.querySelector('main tbody:not([data-bench-before])');
      if (!body || body.querySelector('.RaPlaceholder-root')) return false;
      return [...body.querySelectorAll('td')].some((td) => (td.textContent ?? '').trim() !== '');
    },
  };
  sessionStorage.setItem(
    'bench.loads',
    String(Number(sessionStorage.getItem('bench.loads') ?? 0) + 1),
  );
  const pending = () => {
    const wait = JSON.parse(sessionStorage.getItem('bench.wait') ?? '{}') as { marks?: string[] };
    return (wait.marks ?? []).filter((m) => sessionStorage.getItem(`bench.mark.${m}`) === null);
  };
  let framed = false;
  const check = () => {
    if (framed) return;
    const met = pending().filter((m) => conditions[m]?.());
    if (!met.length) return;
    framed = true;
    requestAnimationFrame(() => {
      const at = performance.timeOrigin + performance.now();
      for (const m of met) sessionStorage.setItem(`bench.mark.${m}`, String(at));
      framed = false;
      check();
    });
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
};

/** Waits until `selector` exists (text starting with `text`, if given). */
const until = async ([selector, text]: readonly [string, string]) => {
  const started = performance.now();
  const find = () =>
    [...document.querySelectorAll<HTMLElement>(selector)].find((el) =>
      (el.textContent ?? '').trim().startsWith(text),
    );
  while (!find()) {
    if (performance.now() - started > 30_000) throw new Error(`Bench: no ${selector} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

/** Types into the sign-in form as React expects (the native setter, then an input event). */
const fillSignIn = ([email, password]: readonly [string, string]) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [name, value] of [
    ['email', email],
    ['password', password],
  ]) {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input || !setter) throw new Error(`Bench: no ${name} field`);
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return true;
};

/** Arms the watch for `marks`, then clicks the element `selector` whose text starts with `text`. */
const armAndClick = ([selector, text, marks, path]: readonly [
  string,
  string,
  string[],
  string,
]) => {
  const target = [...document.querySelectorAll<HTMLElement>(selector)].find((el) =>
    (el.textContent ?? '').trim().startsWith(text),
  );
  if (!target) throw new Error(`Bench: nothing to click (${selector} ${text})`);
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('bench.mark.')) sessionStorage.removeItem(key);
  }
  for (const table of document.querySelectorAll('tbody'))
    table.setAttribute('data-bench-before', '');
  sessionStorage.setItem('bench.loads', '0');
  sessionStorage.setItem('bench.wait', JSON.stringify({ marks, path }));
  sessionStorage.setItem('bench.clickAt', String(performance.timeOrigin + performance.now()));
  target.click();
  return true;
};

/** The marks noted so far, in ms after the click; null until all are there. */
const readMarks = (marks: string[]) => {
  const clickAt = Number(sessionStorage.getItem('bench.clickAt'));
  const times: Record<string, number> = {};
  for (const m of marks) {
    const at = sessionStorage.getItem(`bench.mark.${m}`);
    if (at === null) return null;
    times[m] = Number(at) - clickAt;
  }
  return { times, loads: Number(sessionStorage.getItem('bench.loads') ?? 0) };
};

/** Polls readMarks; a page reload in between (the document is replaced) is retried. */
async function waitForMarks(page: PlainPage, marks: string[]) {
  const started = performance.now();
  for (;;) {
    const found = await page.evaluate(readMarks, marks).catch(() => null);
    if (found) return found;
    if (performance.now() - started > 60_000) throw new Error(`Bench: ${marks.join(', ')} never`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scriptNames = () =>
  performance
    .getEntriesByType('resource')
    .map((r) => r.name)
    .filter((name) => /\.m?js(\?|$)/.test(new URL(name).pathname));

/** Gzip size (level 9, as bench/index.ts counts) of the scripts named. */
async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function navigationFigures(runs: number): Promise<NavigationFigures> {
  // Every run signs in afresh: the per-address sign-in limit must not count them.
  const server = await startServer({ SIGNIN_RATE_LIMIT: '1000' });
  const figures: NavigationFigures = {
    loginJs: { shown: 0, ahead: 0 },
    firstCardMs: [],
    dashboardMs: [],
    reloads: [],
    listMs: Object.fromEntries(LISTS.map((l) => [l.label, []])),
  };
  try {
    for (let run = 0; run < runs; run++) {
      // A fresh profile each run: nothing cached, as on a first sign-in.
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`(${watchMarks.toString()})();`);
        await page.goto(`${server.url}/login`);
        await page.evaluate(until, ['button', 'Iniciar Sesión'] as const);
        const shown = await page.evaluate(scriptNames, null);
        await page.evaluate(fillSignIn, [DEMO_ADMIN.email, DEMO_ADMIN.password] as const);
        await pause(TYPING_MS);
        if (run === 0) {
          const ahead = (await page.evaluate(scriptNames, null)).filter((n) => !shown.includes(n));
          figures.loginJs = { shown: await gzipBytes(shown), ahead: await gzipBytes(ahead) };
        }

        const signIn = ['firstCard', 'dashboard'];
        await page.evaluate(armAndClick, ['button', 'Iniciar Sesión', signIn, ''] as const);
        const dashboard = await waitForMarks(page, signIn);
        figures.firstCardMs.push(dashboard.times.firstCard);
        figures.dashboardMs.push(dashboard.times.dashboard);
        figures.reloads.push(dashboard.loads);

        for (const list of LISTS) {
          await pause(READING_MS);
          if ('group' in list) {
            await page.evaluate(armAndClick, ['[role="menuitem"]', list.group, [], ''] as const);
          }
          const link = `a[href="${list.path}"]`;
          await page.evaluate(until, [link, list.label] as const);
          await page.evaluate(armAndClick, [link, list.label, ['rows'], list.path] as const);
          figures.listMs[list.label].push((await waitForMarks(page, ['rows'])).times.rows);
        }
      } finally {
        await chromium.close();
      }
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export function printNavigationFigures(n: NavigationFigures): void {
  const f = (x: number) => x.toFixed(0);
  const list = (xs: number[]) => `[${xs.map(f).join(', ')}]`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nClicks to data (plain Chromium, loopback; ${TYPING_MS} ms typing, ${READING_MS} ms reading before a menu click)`,
  );
  console.log(
    `JS for /login: ${kb(n.loginJs.shown)} gzip to show the form; fetched ahead while it is shown: ${kb(n.loginJs.ahead)} gzip`,
  );
  console.log(
    `'Iniciar Sesión' click → first portal card: ${f(median(n.firstCardMs))} ms ${list(n.firstCardMs)}`,
  );
  console.log(
    `'Iniciar Sesión' click → nine portal cards: ${f(median(n.dashboardMs))} ms ${list(n.dashboardMs)}   [before 670 ms; goal ≤ 500 ms; page loads in between: ${list(n.reloads)}]`,
  );
  for (const [label, times] of Object.entries(n.listMs)) {
    console.log(
      `Menu '${label}' click → rows: ${f(median(times))} ms ${list(times)}   [before 330 ms; goal ≤ 250 ms]`,
    );
  }
}
