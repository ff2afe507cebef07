// A consistency report, the stock facts behind it and the API's consistency and audit calls,
// answered by msw for the consistency page, the vehicle sheet and the dashboard's charts.
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '../../src/domain/audit';
import type {
  ConsistencyReport,
  Drift,
  FixAnswer,
  FixItem,
} from '../../src/domain/consistency/types';
import { server } from './msw';
import { api } from './utils';

export const CHANNELS = [
  { id: 'gomotor', label: 'GOmotor', listed: 40, eligible: 42, drifts: 2 },
  { id: 'wallapop', label: 'Wallapop', listed: 30, eligible: 35, drifts: 2 },
  { id: 'cnet', label: 'Coches.net', listed: 20, eligible: 25, drifts: 1 },
];

export const DRIFTS: Drift[] = [
  {
    channel: 'gomotor',
    idv: '100001',
    kind: 'reservado',
    listingId: 'g1',
    message: 'Reservado en stock y publicado en GOmotor',
  },
  {
    channel: 'gomotor',
    idv: '100002',
    kind: 'pendiente',
    message: 'Pendiente de publicar en GOmotor',
  },
  {
    channel: 'wallapop',
    idv: '100003',
    kind: 'precio',
    listingId: 'w3',
    stock: 9790,
    listed: 10790,
    message: 'Precio en Wallapop 10.790 €, en stock 9.790 €',
  },
  {
    channel: 'wallapop',
    idv: '900009',
    kind: 'vendido',
    listingId: 'w9',
    message: 'Vendido (ya no está en el stock) y publicado en Wallapop',
  },
  {
    channel: 'cnet',
    idv: '100001',
    kind: 'reservado',
    listingId: 'c1',
    message: 'Reservado en stock y publicado en Coches.net',
  },
];

export const report = (drifts: Drift[] = DRIFTS): ConsistencyReport => ({
  generatedAt: '2026-03-02T09:15:00.000Z',
  channels: CHANNELS.map((c) => ({
    ...c,
    drifts: drifts.filter((d) => d.channel === c.id).length,
  })),
  drifts,
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

export const STOCK_FACTS = [
  {
    idv: '100001',
    marca: 'SEAT',
    modelo: 'León',
    tipo: 'VO',
    tipoVO: 'OCASION',
    fechaEntrada: daysAgo(10),
  },
  {
    idv: '100002',
    marca: 'CUPRA',
    modelo: 'Formentor',
    tipo: 'VN',
    tipoVO: '',
    fechaEntrada: daysAgo(45),
  },
  {
    idv: '100003',
    marca: 'Kia',
    modelo: 'Ceed',
    tipo: 'VO',
    tipoVO: 'KM0 KM0 VO',
    fechaEntrada: daysAgo(200),
  },
  {
    idv: '100004',
    marca: 'Kia',
    modelo: 'Niro',
    tipo: 'VO',
    tipoVO: 'OCASION',
    fechaEntrada: null,
  },
];

/** The group stock's projection (`?fields=`) the consistency screens read. */
export const serveStockFacts = (facts = STOCK_FACTS) =>
  server.use(
    http.get(api('/publishing/api/v1/quiter'), ({ request }) => {
      const fields = new URL(request.url).searchParams.get('fields');
      if (!fields?.includes('fechaEntrada')) return HttpResponse.json([]);
      return HttpResponse.json(facts);
    }),
  );

/** GET /consistency answering `current()` at each read; counts the reads. */
export const serveReport = (current: () => ConsistencyReport = () => report()) => {
  const calls = { reads: 0 };
  server.use(
    http.get(api('/consistency'), ({ request }) => {
      calls.reads++;
      if ([...new URL(request.url).searchParams.keys()].length)
        return HttpResponse.json({ error: 'parámetro no admitido' }, { status: 400 });
      return HttpResponse.json(current());
    }),
  );
  return calls;
};

/**
 * POST /consistency/fix: records each request's items; `answer` decides the result (by
 * default every item fixed); `gate` can hold a request until the test lets it go.
 */
export const serveFix = (
  answer: (items: FixItem[]) => FixAnswer = (items) => ({
    fixed: items.length,
    failed: [],
    skipped: [],
  }),
  gate?: () => Promise<void>,
) => {
  const requests: FixItem[][] = [];
  server.use(
    http.post(api('/consistency/fix'), async ({ request }) => {
      const { items } = (await request.json()) as { items: FixItem[] };
      requests.push(items);
      if (gate) await gate();
      return HttpResponse.json(answer(items));
    }),
  );
  return requests;
};

export const auditEntry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `a${n}`,
  at: `2026-03-0${1 + (n % 8)}T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
  user: { id: 'u-admin', email: 'admin@multipublicador.local', name: 'Ana Admin' },
  action: 'price',
  entity: 'listing',
  channel: 'wallapop',
  idv: '100003',
  changes: [{ field: 'precio', before: 10790, after: 9790 }],
  message: 'Precio cambiado de 10.790 € a 9.790 €',
  ...over,
});
