// The sign-in page opened cold (a new Chromium profile each run): the JavaScript that has arrived
// when the form shows, how long the form takes, and that the console's own code is asked for only
// after it, while the person types. Figures, never assertions.
//
// "The form shows": the first animation frame with 'Iniciar Sesión' in the document (a mutation
// observer, then the next frame), timed inside the page. A script counts as arrived before the
// form when its response ended before that frame; the console's code fetched ahead once the form
// is shown is counted apart. The time to the form is also taken as before this figure was timed in
// the page: from the driver's goto to Playwright seeing the button.
import { gzipSync } from 'node:zlib';
import { launchBrowser, type RunningServer } from '../tests/e2e/harness.js';
import { median } from './stats.js';

/** Counts history navigations made by the app during a load (a redirect loop would show here). */
const countNavigations = `
  window.__navCount = 0;
  for (const k of ['pushState', 'replaceState']) {
    const orig = history[k].bind(history);
    history[k] = (...a) => { window.__navCount++; return orig(...a); };
  }`;

/** Notes in window.__formShownAt the first frame (ms after navigation start) with the form. */
const watchForm = `
  (() => {
    const there = () =>
      [...document.querySelectorAll('button')].some((b) => b.textContent.includes('Iniciar Sesión'));
    const watch = new MutationObserver(() => {
      if (!there()) return;
      watch.disconnect();
      requestAnimationFrame(() => { window.__formShownAt = performance.now(); });
    });
    watch.observe(document, { childList: true, subtree: true });
  })();`;

interface ScriptTiming {
  url: string;
  startTime: number;
  responseEnd: number;
}

export interface LoginPageFigures {
  /** Driver's goto → button visible (ms), as the figure was taken before. */
  times: number[];
  /** Navigation start → first frame with the form, inside the page (ms). */
  shownAt: number[];
  /** Gzipped bytes of the scripts arrived before the form showed, per run. */
  gzipBefore: number[];
  rawBefore: number[];
  /** Scripts asked for before the form showed but arrived after it (the console's code, if any). */
  requestedBeforeNotArrived: number[];
  /** Gzipped bytes fetched after the form showed (the console ahead), per run. */
  gzipAhead: number[];
  /** From the form shown to the first script asked for after it (ms), per run. */
  aheadStartsAfter: number[];
  navs: number[];
  problems: string[];
}

/** A script's body as the server sends it (read again from Node: the same file, once per URL). */
const bodies = new Map<string, Promise<Buffer>>();
const bodyOf = (url: string): Promise<Buffer> => {
  if (!bodies.has(url)) {
    bodies.set(
      url,
      fetch(url).then(async (res) => Buffer.from(await res.arrayBuffer())),
    );
  }
  return bodies.get(url)!;
};

export async function loginPageFigures(
  server: RunningServer,
  runs: number,
): Promise<LoginPageFigures> {
  const figures: LoginPageFigures = {
    times: [],
    shownAt: [],
    gzipBefore: [],
    rawBefore: [],
    requestedBeforeNotArrived: [],
    gzipAhead: [],
    aheadStartsAfter: [],
    navs: [],
    problems: [],
  };
  for (let i = 0; i < runs; i++) {
    const browser = await launchBrowser({ motion: true });
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      await page.addInitScript(countNavigations);
      await page.addInitScript(watchForm);
      // Requests under way, and when the last one ended.
      const network = { pending: 0, quietSince: performance.now() };
      const ended = () => {
        network.pending--;
        network.quietSince = performance.now();
      };
      page.on('request', () => network.pending++);
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      const t0 = performance.now();
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor({ state: 'visible' });
      figures.times.push(performance.now() - t0);
      const shownAt = await page.waitForFunction(
        () => (window as unknown as { __formShownAt?: number }).__formShownAt,
      );
      const formAt = Number(await shownAt.jsonValue());
      // The console's code is fetched ahead once the browser is idle with the form shown: wait
      // for its first script, then for the network to be quiet for half a second.
      await page
        .waitForFunction(
          (at) =>
            performance
              .getEntriesByType('resource')
              .some((r) => r.startTime >= at && /\.m?js$/.test(new URL(r.name).pathname)),
          formAt,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      // Playwright's 'networkidle' may have been reached before the prefetch began.
      const giveUpAt = performance.now() + 15_000;
      while (
        (network.pending > 0 || performance.now() - network.quietSince < 500) &&
        performance.now() < giveUpAt
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      figures.shownAt.push(formAt);
      figures.navs.push(
        await page.evaluate(() => (window as unknown as { __navCount: number }).__navCount),
      );
      const scripts: ScriptTiming[] = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => /\.m?js$/.test(new URL(r.name).pathname))
          .map((r) => ({ url: r.name, startTime: r.startTime, responseEnd: r.responseEnd })),
      );
      const sizes = async (list: ScriptTiming[]) => {
        let gzip = 0;
        let raw = 0;
        for (const s of list) {
          const body = await bodyOf(s.url);
          raw += body.length;
          gzip += gzipSync(body, { level: 9 }).length;
        }
        return { gzip, raw };
      };
      const before = scripts.filter((s) => s.responseEnd <= formAt);
      const ahead = scripts.filter((s) => s.startTime >= formAt);
      const arrived = await sizes(before);
      figures.gzipBefore.push(arrived.gzip);
      figures.rawBefore.push(arrived.raw);
      figures.requestedBeforeNotArrived.push(
        scripts.filter((s) => s.startTime < formAt && s.responseEnd > formAt).length,
      );
      figures.gzipAhead.push((await sizes(ahead)).gzip);
      figures.aheadStartsAfter.push(
        ahead.length ? Math.min(...ahead.map((s) => s.startTime)) - formAt : Number.NaN,
      );
      figures.problems.push(...browser.problems);
    } finally {
      await browser.close();
    }
  }
  return figures;
}

export function printLoginPageFigures(l: LoginPageFigures): void {
  const f = (n: number) => n.toFixed(0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const list = (xs: number[], unit: (n: number) => string = f) => `[${xs.map(unit).join(', ')}]`;
  const started = l.aheadStartsAfter.filter((x) => !Number.isNaN(x));
  console.log('\nSign-in page, cold (a new Chromium profile each run)');
  console.log(
    `JS arrived before the form shows: ${kb(median(l.gzipBefore))} KB gzip (${kb(median(l.rawBefore))} KB raw) ${list(l.gzipBefore, kb)}   [before: 236 KB, up to 450 KB; goal ≤ 150 KB]`,
  );
  console.log(
    `Time to the form: ${f(median(l.times))} ms ${list(l.times)} (in the page, navigation start → first frame with the form: ${f(median(l.shownAt))} ms ${list(l.shownAt)})   [before: 560–620 ms; goal ≤ 800 ms]`,
  );
  console.log(
    `Console's code asked for before the form showed, arrived after: ${list(l.requestedBeforeNotArrived)} scripts   [goal: 0 — fetched only once the form is shown]`,
  );
  console.log(
    `Fetched ahead while the form is shown: ${kb(median(l.gzipAhead))} KB gzip ${list(l.gzipAhead, kb)}, the first script ${f(median(started))} ms after the form ${list(l.aheadStartsAfter)}`,
  );
  console.log(`History navigations on a cold /login load: ${median(l.navs)}`);
  console.log(
    `Console errors and warnings: ${l.problems.length ? l.problems.join('\n  ') : 'none'}`,
  );
}
