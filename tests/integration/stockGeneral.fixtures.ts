// An in-memory stock feed and an API per registered channel for the Stock Quiter tests, on the paths
// of docs/API.md "Stock and channels": lists answer `?fields=`, creating a listing that
// exists answers 409, grupoliva's bulk create answers existIDVs, syncs answer {message}.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '../../src/config';
import { channels } from '../../src/dataProvider/channels';
import type { StockVehicle } from '../../src/domain/types';
import { server } from './msw';
import { api } from './utils';

export const stockVehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle => ({
  idv,
  marca: 'SEAT',
  modelo: 'LEON',
  version: '1.5 TSI',
  tipo: 'VO',
  tipoVO: 'Ocasión',
  combustible: 'GASOLINA',
  km: 20000,
  reservado: false,
  ivaDeducible: true,
  precios: [{ valor: 18900 }, { valor: 0 }, { valor: 0 }, { valor: 17500 }],
  equipamiento: [],
  recursos: [],
  ...over,
});

/**
 * Twelve vehicles: 10 available, 7 of them VO, 5 of those with deductible VAT.
 * Diesel: 1002, 1005, 1008, 1009.
 */
export const STOCK: StockVehicle[] = [
  stockVehicle('1001', { marca: 'TOYOTA', modelo: 'COROLLA' }),
  stockVehicle('1002', { combustible: 'DIESEL', ivaDeducible: false, marca: 'PEUGEOT' }),
  stockVehicle('1003', { tipo: 'VN', tipoVO: '', combustible: 'ELECTRICO', km: 0 }),
  stockVehicle('1004', { tipoVO: 'KM0 KM0 VO', combustible: 'HIBRIDO', km: 10 }),
  stockVehicle('1005', { combustible: 'DIESEL', reservado: true }),
  stockVehicle('1006', { tipo: 'VN', tipoVO: '', reservado: true }),
  stockVehicle('1007', { marca: 'CUPRA', modelo: 'FORMENTOR' }),
  stockVehicle('1008', { tipo: 'VN', tipoVO: '', combustible: 'DIESEL' }),
  stockVehicle('1009', { combustible: 'DIESEL' }),
  stockVehicle('1010', { combustible: 'ELECTRICO', ivaDeducible: false }),
  stockVehicle('1011', { tipo: 'VN', tipoVO: '', combustible: 'HIBRIDO' }),
  stockVehicle('1012', { marca: 'KIA', modelo: 'SPORTAGE', precios: [] }),
];

interface ChannelApi {
  label: string;
  list: string;
  create?: string;
  bulk?: string;
  sync: string;
  key?: string;
}

const at = (base: string | undefined, path: string) => `*${base ?? config.apiUrl}${path}`;

/** A fake API for each channel of the registry, on the paths its module calls. */
export const CHANNEL_APIS: Record<string, ChannelApi> = Object.fromEntries(
  channels.flatMap(({ id, label, paths }) =>
    paths
      ? [
          [
            id,
            {
              label,
              list: at(paths.base, paths.list),
              create: at(paths.base, paths.create),
              sync: at(paths.base, paths.sync),
              ...(paths.key === 'idv' ? {} : { key: paths.key }),
              // Grupo Oliva's 'Enviar' sends in bulk.
              ...(id === 'grupoliva' ? { bulk: api('/grupoliva/bulk-create') } : {}),
            },
          ],
        ]
      : [],
  ),
);

/**
 * What each channel already lists. Not imported, by each channel's rule: gomotor 5, grupoliva 9,
 * aramis 4, wallapop 10, cnet 7, oferta-de-coches 9, motoreto 6.
 */
export const LISTED: Record<string, string[]> = {
  gomotor: ['1001', '1002'],
  grupoliva: ['1003'],
  aramis: ['1001'],
  wallapop: [],
  cnet: ['1001', '1002', '1003'],
  'oferta-de-coches': ['1008'],
  motoreto: ['1012', '1005'],
};

/** A switch the test opens to let held answers through. */
export const createGate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => opened, open };
};

export interface ChannelServerOptions {
  /** Held until opened: every create / bulk create. */
  sendGate?: ReturnType<typeof createGate>;
  /** Held until opened: every sync. */
  syncGate?: ReturnType<typeof createGate>;
  stock?: StockVehicle[];
  apis?: Record<string, ChannelApi>;
  listed?: Record<string, string[]>;
}

/** Serves the stock and the channels; returns the listings and the calls, live. */
export const serveStockAndChannels = ({
  sendGate,
  syncGate,
  stock = STOCK,
  apis = CHANNEL_APIS,
  listed = LISTED,
}: ChannelServerOptions = {}) => {
  const listings: Record<string, Set<string>> = Object.fromEntries(
    Object.keys(apis).map((id) => [id, new Set(listed[id] ?? [])]),
  );
  const calls: string[] = [];
  const handlers: HttpHandler[] = [
    // docs/API.md "Group stock": `?fields=` projects, `?idv=` answers those vehicles whole.
    http.get(api('/publishing/api/v1/quiter'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const idv = query.get('idv');
      if (idv) {
        return HttpResponse.json(idv.split(',').flatMap((id) => stock.filter((v) => v.idv === id)));
      }
      const fields = query.get('fields')?.split(',');
      if (!fields) return HttpResponse.json(stock);
      return HttpResponse.json(
        stock.map((v) =>
          Object.fromEntries(Object.entries(v).filter(([name]) => fields.includes(name))),
        ),
      );
    }),
  ];
  for (const [id, a] of Object.entries(apis)) {
    const key = a.key ?? 'idv';
    handlers.push(
      // Syncs first: their paths extend the list paths.
      http.get(a.sync, async () => {
        calls.push(`sync ${id}`);
        await syncGate?.wait();
        return HttpResponse.json({
          message: `${a.label}: sincronización terminada`,
          count: listings[id].size,
        });
      }),
      http.get(a.list, ({ request }) => {
        const fields = new URL(request.url).searchParams.get('fields');
        calls.push(`list ${id}${fields ? `?fields=${fields}` : ''}`);
        return HttpResponse.json(
          [...listings[id]].map((k) => (fields ? { [key]: k } : { _id: `l-${k}`, [key]: k })),
        );
      }),
    );
    if (a.create)
      handlers.push(
        http.post(a.create, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          const k = String(body[key]);
          calls.push(`create ${id} ${k}`);
          // What reached the channel: the whole vehicle, without react-admin's `id`.
          calls.push(
            `body ${id} ${k}: ${'id' in body ? 'id' : 'sin id'}, ${Object.keys(body).length} campos`,
          );
          await sendGate?.wait();
          if (listings[id].has(k)) {
            const message = `El vehículo ${k} ya está publicado en ${a.label}`;
            return HttpResponse.json({ error: message, message }, { status: 409 });
          }
          listings[id].add(k);
          return HttpResponse.json({ _id: `l-${k}`, ...body }, { status: 201 });
        }),
      );
    if (a.bulk)
      handlers.push(
        http.post(a.bulk, async ({ request }) => {
          const { data } = (await request.json()) as { data: StockVehicle[] };
          calls.push(`bulk ${id} ${data.map((v) => v.idv).join(',')}`);
          await sendGate?.wait();
          const existIDVs = data.map((v) => v.idv).filter((k) => listings[id].has(k));
          data.forEach((v) => listings[id].add(v.idv));
          return HttpResponse.json({
            message: 'Carga terminada',
            numOfNews: data.length - existIDVs.length,
            numOfExist: existIDVs.length,
            existIDVs,
          });
        }),
      );
  }
  server.use(...handlers);
  return { listings, calls };
};
