// Typed-address figures: a signed-in person types (or opens a bookmark of) a page's address in
// a fresh tab of a fresh browser profile — nothing cached — and waits for the page's data. Each
// figure runs from the navigation's start to the first painted frame where the page shows its
// data (a mutation observer, then the next frame), in a Chromium with no test driver attached
// (./plainChromium.ts), against the built server. Figures, never assertions.
// BENCH_TYPED_NETWORK=throttled runs them on a network like an office's to the server (40 ms
// latency, 20 Mbit/s down): on loopback the page waits for the processor, not the network.
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';

/** What a page shows once its data is there (checked in the page, by name). */
type Shown = 'form' | 'rows' | 'cards';

interface Target {
  label: string;
  /** The address, given the ids the demo data holds. */
  path: (ids: DemoIds) => string;
  shown: Shown;
  /** Measured on this machine before the change (ms), and the goal. */
  before: number;
  goal: number;
}

interface DemoIds {
  gomotor: string;
  grupoliva: string;
  renting: string;
}

const TARGETS: readonly Target[] = [
  {
    label: 'Edición GOmotor',
    path: (ids) => `/stock-gomotor/${ids.gomotor}`,
    shown: 'form',
    before: 2300,
    goal: 1000,
  },
  {
    label: 'Edición Grupo Oliva',
    path: (ids) => `/stock-grupoliva/${ids.grupoliva}`,
    shown: 'form',
    before: 2100,
    goal: 1000,
  },
  {
    label: '/stock-gomotor',
    path: () => '/stock-gomotor',
    shown: 'rows',
    before: 1100,
    goal: 1000,
  },
  {
    label: '/stock-grupoliva',
    path: () => '/stock-grupoliva',
    shown: 'rows',
    before: 1100,
    goal: 1000,
  },
  { label: '/gomotor', path: () => '/gomotor', shown: 'rows', before: 1100, goal: 1000 },
  { label: '/motos', path: () => '/motos', shown: 'rows', before: 1360, goal: 1000 },
  {
    label: 'Edición renting',
    path: (ids) => `/stock-renting/${ids.renting}`,
    shown: 'form',
    before: 1900,
    goal: 1000,
  },
  { label: '/dashboard', path: () => '/dashboard', shown: 'cards', before: 2300, goal: 1000 },
];

// The page steps travel as source text; the TypeScript loader names inner functions through
// a `__name` helper, which the page gets as a no-op.
const NAME_SHIM = 'globalThis.__name ??= (target) => target;';

/**
 * Init script of every document: notes in sessionStorage ('bench.shown') the time after the
 * navigation's start of the first frame where the page shows `shown`.
 */
const watchShown = (shown: Shown) => {
  const conditions: Record<Shown, () => boolean> = {
    // An edit form with its record's values (several filled inputs).
    form: () =>
      [...document.querySelectorAll<HTMLInputElement>('main form input[name]')].filter(
        (input) => input.type !== 'hidden' && input.value.trim() !== '',
      ).length >= 3,
    // A list's rows (a cell with text, not the loading placeholder).
    rows: () => {
      const body = document.querySelector('main tbody');
      if (!body || body.querySelector('.RaPlaceholder-root')) return false;
      return [...body.querySelectorAll('td')].some((td) => (td.textContent ?? '').trim() !== '');
    },
    // The dashboard's nine portal cards with their state.
    cards: () =>
      [...document.querySelectorAll('section .MuiChip-label')].filter((chip) =>
        ['Correcto', 'Error'].includes(chip.textContent ?? ''),
      ).length >= 9,
  };
  let framed = false;
  const check = () => {
    if (framed || sessionStorage.getItem('bench.shown') !== null || !conditions[shown]()) return;
    framed = true;
    requestAnimationFrame(() => sessionStorage.setItem('bench.shown', String(performance.now())));
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['value'],
  });
  document.addEventListener('input', check, true);
};

const readShown = () => {
  const at = sessionStorage.getItem('bench.shown');
  return at === null ? null : Number(at);
};

async function signInAnswer(url: string): Promise<unknown> {
  const answer = await fetch(`${url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  return answer.json();
}

async function demoIds(url: string, token: string): Promise<DemoIds> {
  const get = async (path: string) =>
    (await (
      await fetch(`${url}/api${path}`, { headers: { 'x-access-token': token } })
    ).json()) as Record<string, unknown>[];
  const first = (rows: Record<string, unknown>[], key: string) => String(rows[0]?.[key] ?? '');
  return {
    gomotor: first(await get('/gomotor?fields=idv'), 'idv'),
    grupoliva: first(await get('/grupoliva?fields=idv'), 'idv'),
    renting: first(await get('/renting/vehicles'), '_id'),
  };
}

/** DevTools' network conditions of BENCH_TYPED_NETWORK=throttled. */
const THROTTLED = {
  offline: false,
  latency: 40,
  downloadThroughput: 2_500_000,
  uploadThroughput: 1_000_000,
};
const throttled = () => process.env.BENCH_TYPED_NETWORK === 'throttled';

/** BENCH_TYPED=edición,motos: only the figures whose label holds one of these words. */
const chosen = (): readonly Target[] => {
  const words = (process.env.BENCH_TYPED ?? '').toLowerCase().split(',').filter(Boolean);
  return words.length
    ? TARGETS.filter((t) => words.some((w) => t.label.toLowerCase().includes(w)))
    : TARGETS;
};

export type TypedAddressFigures = Record<string, number[]>;

export async function typedAddressFigures(runs: number): Promise<TypedAddressFigures> {
  const server = await startServer({ SIGNIN_RATE_LIMIT: '1000' });
  const targets = chosen();
  const figures: TypedAddressFigures = Object.fromEntries(targets.map((t) => [t.label, []]));
  try {
    const session = await signInAnswer(server.url);
    const ids = await demoIds(server.url, (session as { accessToken: string }).accessToken);
    for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        // A fresh profile each time: no cached code, as a first visit; the session is in
        // the browser's storage, as for someone signed in earlier.
        const chromium = await launchPlainChromium();
        try {
          const page = chromium.page;
          if (throttled()) {
            await page.command('Network.enable');
            await page.command('Network.emulateNetworkConditions', THROTTLED);
          }
          await page.addInitScript(NAME_SHIM);
          await page.addInitScript(
            `localStorage.setItem('usuario', ${JSON.stringify(JSON.stringify(session))});`,
          );
          await page.addInitScript(`(${watchShown.toString()})(${JSON.stringify(target.shown)});`);
          await page.goto(`${server.url}${target.path(ids)}`);
          const started = performance.now();
          for (;;) {
            const at = await page.evaluate(readShown, null);
            if (at !== null) {
              figures[target.label].push(at);
              break;
            }
            if (performance.now() - started > 30_000)
              throw new Error(`Bench: ${target.label} never showed its data`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } finally {
          await chromium.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export function printTypedAddressFigures(figures: TypedAddressFigures): void {
  const f = (x: number) => x.toFixed(0);
  console.log(
    `\nTyped address → the page’s data (signed in, fresh profile, plain Chromium, ${
      throttled() ? 'throttled network: 40 ms, 20 Mbit/s' : 'loopback'
    })`,
  );
  for (const target of TARGETS) {
    const times = figures[target.label];
    if (!times) continue;
    console.log(
      `${target.label}: ${f(median(times))} ms [${times.map(f).join(', ')}]   (before ${f(target.before)} ms; goal ≤ ${f(target.goal)} ms)`,
    );
  }
}
