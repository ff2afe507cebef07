// The Coches.net publisher's in-memory API for the integration tests (msw): accounts, the own
// database, listings per account, runs and their action records, settings, account update.
import { http, HttpResponse } from 'msw';
import {
  listingFromVehicle,
  type MarketplaceAccount,
  type MarketplaceListing,
  type OwnDbVehicle,
} from '../../src/domain/cochesNet';
import type { ActionRecord } from '../../src/dataProvider/channels/cnetPublisher';
import type { VehicleResource } from '../../src/domain/types';
import { server } from './msw';
import { api } from './utils';

const photo = (url: string): VehicleResource => ({
  _id: url,
  nombre: url,
  url,
  tipo: 'IMAGEN',
  propiedades: [
    { nombre: 'EsFotoPrincipal', valor: true },
    { nombre: 'OrdenFoto', valor: 1 },
  ],
});

export const ownVehicle = (idv: string, over: Partial<OwnDbVehicle> = {}): OwnDbVehicle => ({
  _id: `v${idv}`,
  idv,
  marca: 'PEUGEOT',
  modelo: '208',
  version: '1.2 PureTech Active',
  tipo: 'VO',
  tipoVO: 'OCASION',
  matricula: `${idv} KLM`,
  bastidor: `VF3ABCDEF1234${idv}`,
  km: 7177,
  garantia: 12,
  combustible: 'GASOLINA',
  cambio: 'MANUAL',
  color: 'Azul Lapislázuli',
  puertas: 5,
  fechaMatriculacion: '2021-03-04',
  reservado: false,
  precios: [{ valor: 9790 }, { valor: 9000 }, { valor: 9100 }, { valor: 8790 }],
  recursos: [photo(`${idv}.jpg`)],
  ...over,
});

export const ACCOUNTS: MarketplaceAccount[] = [
  { _id: 'a1', key: 'Tests DEMO', value: 1, webDescription: 'Demo', marketingImage: '' },
  { _id: 'a5', key: 'Grupo Oliva', value: 5, webDescription: '', marketingImage: '' },
  { _id: 'a6', key: 'Oliva Motor Tarragona', value: 6, webDescription: '', marketingImage: '' },
  { _id: 'a7', key: 'Oliva Motor Girona', value: 7, webDescription: '', marketingImage: '' },
];

export const listing = (idv: string, over: Partial<OwnDbVehicle> = {}): MarketplaceListing => ({
  ...listingFromVehicle(ownVehicle(idv, over)),
  id: `L${idv}`,
});

/** An in-memory publisher API recording the writes and the action records. */
export const servePublisher = ({
  own = [] as OwnDbVehicle[],
  listings = {} as Record<number, MarketplaceListing[]>,
  failOwn = false,
  history = [] as ActionRecord[],
  doomed = [] as MarketplaceListing[],
} = {}) => {
  const state = {
    writes: [] as string[],
    actions: [] as unknown[],
    patches: [] as { id: string; body: unknown }[],
    updateCalls: [] as string[],
    posted: [] as MarketplaceListing[],
  };
  server.use(
    http.get(api('/publishing/api/v1/coches-net/accounts'), () => HttpResponse.json(ACCOUNTS)),
    http.get(api('/cnet/vehicles'), () =>
      failOwn
        ? HttpResponse.json({ error: 'Error', message: 'Fallo' }, { status: 500 })
        : HttpResponse.json(own),
    ),
    http.get(api('/cnet/api/vehicles'), ({ request }) =>
      HttpResponse.json(listings[Number(new URL(request.url).searchParams.get('account'))] ?? []),
    ),
    http.post(api('/cnet/api/vehicles'), async ({ request }) => {
      const body = (await request.json()) as MarketplaceListing;
      state.writes.push(`POST ${body.internalReference}`);
      state.posted.push(body);
      if (body.internalReference === '1003') {
        const message = 'Demasiadas peticiones a Coches.net para la cuenta 1; espere 4 s';
        if (state.writes.filter((w) => w === 'POST 1003').length === 1)
          return HttpResponse.json({ error: 'Too Many Requests', message }, { status: 429 });
      }
      if (body.internalReference === '1002') {
        const message = 'El vehículo 1002 ya está publicado en Coches.net (cuenta 1)';
        return HttpResponse.json({ error: 'Conflict', message }, { status: 400 });
      }
      return HttpResponse.json({ ...body, id: `L${body.internalReference}` }, { status: 201 });
    }),
    http.put(api('/cnet/api/vehicles/:id'), async ({ params, request }) => {
      const body = (await request.json()) as MarketplaceListing;
      state.writes.push(`PUT ${String(params.id)} ${request.url.replace(/^.*\?/, '')}`);
      state.posted.push(body);
      return HttpResponse.json(body);
    }),
    http.delete(api('/cnet/api/vehicles/:id'), ({ params, request }) => {
      state.writes.push(`DELETE ${String(params.id)} ${request.url.replace(/^.*\?/, '')}`);
      return HttpResponse.json({ message: 'Vehículo eliminado', id: params.id });
    }),
    http.post(api('/cnet/api/actions'), async ({ request }) => {
      const body = await request.json();
      state.actions.push(body);
      return HttpResponse.json({ _id: 'r1', ...(body as object) }, { status: 201 });
    }),
    http.get(api('/cnet/api/actions'), () => HttpResponse.json(history)),
    // A manual car's photos: the generic image upload (docs/API.md "# Motos").
    http.post(api('/upload'), () =>
      HttpResponse.json({
        filename: 'mini-1.png',
        url: '/api/uploads/images/mini-1.png',
        thumbnailUrl: '/api/uploads/images/thumbs/mini-1.png.webp',
      }),
    ),
    http.get(api('/cnet/api/brands'), () =>
      HttpResponse.json([
        { id: 7, name: 'BMW' },
        { id: 222, name: 'MINI' },
      ]),
    ),
    http.patch(api('/publishing/api/v1/coches-net/accounts/:id'), async ({ params, request }) => {
      const body = await request.json();
      state.patches.push({ id: String(params.id), body });
      const account = ACCOUNTS.find((a) => a._id === params.id);
      return HttpResponse.json({ ...account, ...(body as object) });
    }),
    http.get(api('/cnet/update-account'), ({ request }) => {
      const confirm = new URL(request.url).searchParams.get('confirm') === 'true';
      state.updateCalls.push(request.url.replace(/^.*\?/, ''));
      return HttpResponse.json(
        confirm
          ? {
              message: `Cuenta Grupo Oliva actualizada: ${doomed.length} vehículos eliminados`,
              vehicles: doomed,
            }
          : { vehicles: doomed },
      );
    }),
  );
  return state;
};
