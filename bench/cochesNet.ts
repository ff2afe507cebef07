// The Coches.net publisher with an account of 5,000 listings — /coches-net usable cold (the
// account's tiles counted and its first page shown), a tile switch (a click to the table showing
// that tile's rows, in-page), and the colour review over the 5,000 listings in Node (the pure rule,
// median). The account is filled through the reference marketplace's own POST (pace off), with the
// drift of the demo data: bad prices, short warranties, colours in six languages and a few that
// name no colour.
import { DEMO_ADMIN, startServer } from '../tests/e2e/harness.js';
import type { MarketplaceListing } from '../src/domain/cochesNet/listing.js';
import { filterByTile } from '../src/domain/cochesNet/tiles.js';
import { launchPlainChromium } from './plainChromium.js';
import { median } from './stats.js';
import { NAME_SHIM } from './dashboardTiming.js';

const LISTINGS = 5000;
const ACCOUNT = 1;
/** Writes in flight while filling the account (the server is one process on 2 cores). */
const FILL_IN_FLIGHT = 8;

/** Colour texts as dealers type them: six languages, manufacturer names, a few of no colour. */
const COLOURS = [
  'Blanco',
  'Blanco Nieve',
  'Blanc Nacré',
  'Bianco Perla',
  'Alpinweiss',
  'White',
  'Negro',
  'Negro Mágico Metalizado',
  'Noir Perla',
  'Schwarz',
  'Nero Vulcano',
  'Gris Magnético',
  'Grigio Chiaro',
  'Gris/Plata',
  'Mondsteingrau',
  'Plata Brillante',
  'Silver Metallic',
  'Azul Lapislázuli',
  'Bleu Iron',
  'Blau Metallic',
  'Blau Fosc',
  'Rojo Deseo',
  'Rouge',
  'Rosso Corsa',
  'Tornadorot',
  'Vermell',
  'Verde Inglés',
  'Vert Olive',
  'Amarillo Limón',
  'Naranja Valencia',
  'Marrón Visón',
  'Beige Arena',
  'Granate',
  'Antracita',
  'Efecto Aurora K7',
  'Pendiente de confirmar',
  '',
];

export const listingAt = (i: number): Omit<MarketplaceListing, 'id' | 'creation'> => {
  const offerType = ([0, 0, 0, 1, 2] as const)[i % 5];
  const price = i % 97 === 0 ? 1 : 9_990 + ((i * 137) % 30_000);
  return {
    internalReference: String(200_000 + i),
    title: `SEAT León 1.5 TSI FR ${i}`,
    plate: `${String(1000 + (i % 9000))}LMN`,
    vin: `VSSZZZKLZMR${String(i).padStart(6, '0')}`,
    categoryId: 2500,
    brand: 'SEAT',
    model: 'León',
    version: '1.5 TSI S&S FR 150 CV',
    year: 2018 + (i % 6),
    fuelType: 'Gasolina',
    transmissionType: 'Manual',
    bodyType: 'Compacto',
    numberOfDoors: 5,
    kilometers: offerType === 1 ? 0 : 5_000 + ((i * 311) % 120_000),
    offerType,
    warranty: i % 23 === 0 ? 6 : 12 + (i % 3) * 12,
    officialWarranty: true,
    showCarfaxReport: false,
    certified: 0,
    color: { colorId: null, metalized: i % 2 === 0, additionalColor: COLOURS[i % COLOURS.length]! },
    price: {
      priceValue: price,
      bestPrice: price,
      professionalPrice: null,
      monthlyQuota: 289,
      priceWithTaxes: true,
      financingPrice: i % 89 === 0 ? 50 : price > 1000 ? price - 1000 : price,
    },
    information: { professional: '', private: 'Único propietario', additional: '' },
    photos: [{ url: `https://fotos.grupoliva.example/${i}/1.jpg`, main: true, order: 1 }],
    environmentalLabel: 'C',
    matriculationYear: 2018 + (i % 6),
    provincePrefix: '43',
    hasStock: true,
  };
};

export interface CochesNetFigures {
  listings: number;
  fillMs: number;
  readMs: number[];
  /** Navigation start → the Total tile counts every listing and the first page shows. */
  usableMs: number[];
  /** A tile click → the table shows that tile's rows ('1-10 de N' with N its count). */
  tileMs: Record<string, number[]>;
  /** Node: the colour review of 5,000 listings with the rule's memory empty (a fresh module). */
  colourColdMs: number[];
  /** Node: filterByTile(rows, 'color') as the page runs it, after a first pass. */
  colourTileMs: number[];
}

/** In the page: the Total tile counts `expected` and the table shows rows; ms since navigation. */
const whenLoaded = (expected: number) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const total = document.querySelector('[aria-label^="Total: "]');
      const count = Number(
        ((total?.getAttribute('aria-label') ?? '').split(': ')[1] ?? '').replace(/\D/g, ''),
      );
      const rows = document.querySelectorAll('table tbody tr').length;
      if (count === expected && rows > 0) return setTimeout(() => resolve(performance.now()), 0);
      if (performance.now() - started > 60_000) return reject(new Error(`not loaded: ${count}`));
      requestAnimationFrame(check);
    };
    check();
  });

/** In the page: clicks a tile, answers ms until the table shows its rows (or that it has none). */
const timeTile = (label: string) =>
  new Promise<number>((resolve, reject) => {
    const tile = document.querySelector<HTMLElement>(`[aria-label^="${label}: "]`);
    if (!tile) return reject(new Error(`no tile ${label}`));
    const pressed = tile.getAttribute('aria-pressed') === 'true';
    // Clicking the active tile clears the filter: the table then shows every listing.
    const total = document.querySelector('[aria-label^="Total: "]')?.getAttribute('aria-label');
    // 'Km 0: 1.000' → '1000' (only what follows the label: 'Km 0' has a digit of its own).
    const text = (pressed ? total : tile.getAttribute('aria-label')) ?? '';
    const count = (text.split(': ')[1] ?? '').replace(/\D/g, '');
    const t0 = performance.now();
    tile.click();
    const check = () => {
      const shown = document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
      const rows = document.querySelectorAll('table tbody tr').length;
      const of = / de ([\d.\s]+)$/.exec(shown ?? '')?.[1]?.replace(/\D/g, '');
      const empty = count === '0' && document.body.textContent?.includes('No hay datos');
      if ((rows > 0 && of === count) || empty)
        return setTimeout(() => resolve(performance.now() - t0), 0);
      if (performance.now() - t0 > 10_000) return reject(new Error(`tile ${label}: no table`));
      requestAnimationFrame(check);
    };
    check();
  });

/** Each click from the previous tile; the last one clicks the active tile (the filter clears). */
const TILE_CLICKS = [
  { label: 'Garantías', name: "→ 'Garantías'" },
  { label: 'Color', name: "'Garantías' → 'Color'" },
  { label: 'Precios', name: "'Color' → 'Precios'" },
  { label: 'Ocasión', name: "'Precios' → 'Ocasión'" },
  { label: 'Km 0', name: "'Ocasión' → 'Km 0'" },
  { label: 'Km 0', name: "'Km 0' again → all" },
] as const;

export async function cochesNetFigures(runs: number): Promise<CochesNetFigures> {
  const server = await startServer({ CNET_PACE_MS: '0' });
  try {
    const signin = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const signedIn = (await signin.json()) as { accessToken: string };
    const headers = { 'x-access-token': signedIn.accessToken };
    const vehiclesPath = `${server.url}/api/cnet/api/vehicles?account=${ACCOUNT}`;
    const read = async () => {
      const t0 = performance.now();
      const res = await fetch(vehiclesPath, { headers });
      const rows = (await res.json()) as MarketplaceListing[];
      return { ms: performance.now() - t0, rows };
    };

    // Fill the account up to LISTINGS (its demo listings stay).
    const t0 = performance.now();
    const missing = LISTINGS - (await read()).rows.length;
    let next = 0;
    const worker = async () => {
      while (next < missing) {
        const i = next++;
        const res = await fetch(vehiclesPath, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(listingAt(i)),
        });
        if (res.status !== 201) throw new Error(`listing ${i}: ${res.status} ${await res.text()}`);
      }
    };
    await Promise.all(Array.from({ length: FILL_IN_FLIGHT }, worker));
    const fillMs = performance.now() - t0;

    const figures: CochesNetFigures = {
      listings: 0,
      fillMs,
      readMs: [],
      usableMs: [],
      tileMs: Object.fromEntries(TILE_CLICKS.map((t) => [t.name, []])),
      colourColdMs: [],
      colourTileMs: [],
    };
    let rows: MarketplaceListing[] = [];
    for (let i = 0; i < runs; i++) {
      const answer = await read();
      figures.readMs.push(answer.ms);
      rows = answer.rows;
    }
    figures.listings = rows.length;

    // The pure rule in Node. Cold: a fresh copy of the colour module each run (its memory of
    // answers empty), over every listing's colour text.
    for (let i = 0; i < runs; i++) {
      const fresh = (await import(
        `../src/domain/cochesNet/colours.ts?run=${i}`
      )) as typeof import('../src/domain/cochesNet/colours.js');
      const c0 = performance.now();
      const flagged = rows.filter((r) => fresh.needsColourReview(r.color?.additionalColor));
      figures.colourColdMs.push(performance.now() - c0);
      if (!flagged.length) throw new Error('no listing flagged for its colour');
    }
    filterByTile(rows, 'color');
    for (let i = 0; i < Math.max(runs, 20); i++) {
      const c0 = performance.now();
      filterByTile(rows, 'color');
      figures.colourTileMs.push(performance.now() - c0);
    }

    // The page in a browser without a test driver, each run a new one (nothing cached).
    const session = JSON.stringify(signedIn);
    for (let i = 0; i < runs; i++) {
      const chromium = await launchPlainChromium();
      try {
        const page = chromium.page;
        await page.addInitScript(NAME_SHIM);
        await page.addInitScript(`localStorage.setItem('usuario', ${JSON.stringify(session)});`);
        await page.goto(`${server.url}/coches-net?cuenta=${ACCOUNT}`);
        figures.usableMs.push(await page.evaluate(whenLoaded, figures.listings));
        // As staff do: the click comes a moment after the tiles show.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        for (const { label, name } of TILE_CLICKS) {
          figures.tileMs[name]!.push(await page.evaluate(timeTile, label));
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      } finally {
        await chromium.close();
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printCochesNetFigures(f: CochesNetFigures): void {
  const ms = (xs: number[], digits = 0) =>
    `${median(xs).toFixed(digits)} ms   [${xs.map((x) => x.toFixed(digits)).join(', ')}]`;
  console.log(`\nCoches.net publisher (account ${ACCOUNT} with ${f.listings} listings)`);
  console.log(`filling the account (${FILL_IN_FLIGHT} POSTs in flight): ${f.fillMs.toFixed(0)} ms`);
  console.log(`GET /api/cnet/api/vehicles?account=${ACCOUNT}: ${ms(f.readMs)}`);
  console.log(
    `/coches-net usable (tiles counted, first page), cold: ${ms(f.usableMs)}   [target ≤ 1500 ms]`,
  );
  for (const [name, xs] of Object.entries(f.tileMs)) {
    console.log(`tile switch ${name}, table shown: ${ms(xs)}   [target ≤ 100 ms]`);
  }
  console.log(
    `colour review of ${f.listings} listings (Node, rule's memory empty): ${ms(f.colourColdMs, 2)}   [target ≤ 20 ms]`,
  );
  console.log(
    `filterByTile(rows, 'color') (Node, as the page runs it): ${ms(f.colourTileMs, 2)}   [target ≤ 20 ms]`,
  );
}
