// An in-memory campaigns collection answering both views of the campaigns through msw:
// /api/campaigns (campaign names) and /api/publishing/api/v1/campaign (countdown names), recording
// what is asked. `refuseDelete` answers a DELETE with the server's 409.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CampaignRecord, CountdownRecord } from '../../src/domain/campaigns';
import { server } from './msw';
import { api } from './utils';

export type StoredCampaign = Required<Omit<CampaignRecord, 'id'>>;

export interface CampaignsApi {
  list: StoredCampaign[];
  calls: { method: string; path: string; body?: unknown }[];
  /** _id → vehicles carrying it: DELETE answers 409. */
  carried: Record<string, number>;
  /** When set, the next POST / PUT answers this 400 message. */
  refuseNextWrite?: string;
}

export const campaign = (over: Partial<StoredCampaign> & { _id: string }): StoredCampaign => ({
  active: true,
  name: `Campaña ${over._id}`,
  campaignText: '',
  startDate: '2026-11-20T08:00:00.000Z',
  endDate: '2026-11-30T22:59:59.000Z',
  campaignImage: '',
  campaignColor: '#1b2a4a',
  campaignTextColor: '#ffffff',
  temporary: true,
  ...over,
});

const asCountdown = (c: StoredCampaign): CountdownRecord => ({
  _id: c._id,
  name: c.name,
  startDate: c.startDate,
  endDate: c.endDate,
  badgeColor: c.campaignColor,
  textColor: c.campaignTextColor,
  iconUrl: c.campaignImage,
  active: c.active,
});

const fromCountdown = (body: Partial<CountdownRecord>): Partial<StoredCampaign> => {
  const stored: Partial<StoredCampaign> = {};
  if (body.name !== undefined) stored.name = body.name;
  if (body.startDate !== undefined) stored.startDate = body.startDate;
  if (body.endDate !== undefined) stored.endDate = body.endDate;
  if (body.badgeColor !== undefined) stored.campaignColor = body.badgeColor;
  if (body.textColor !== undefined) stored.campaignTextColor = body.textColor;
  if (body.iconUrl !== undefined) stored.campaignImage = body.iconUrl;
  if (body.active !== undefined) stored.active = body.active;
  return stored;
};

export const serveCampaigns = (list: StoredCampaign[]): CampaignsApi => {
  const state: CampaignsApi = { list: [...list], calls: [], carried: {} };
  let next = 100;
  const views = [
    {
      base: '/campaigns',
      out: (c: StoredCampaign): JsonBodyType => c as unknown as JsonBodyType,
      in: (b: unknown) => b,
    },
    {
      base: '/publishing/api/v1/campaign',
      out: (c: StoredCampaign): JsonBodyType => ({ ...asCountdown(c) }),
      in: (b: unknown) => fromCountdown(b as Partial<CountdownRecord>),
    },
  ];
  const refused = () => {
    const message = state.refuseNextWrite;
    state.refuseNextWrite = undefined;
    return message ? HttpResponse.json({ error: message, message }, { status: 400 }) : null;
  };
  server.use(
    http.post(api('/publishing/api/v1/campaign/icon'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      state.calls.push({ method: 'POST', path: '/publishing/api/v1/campaign/icon', body: file });
      const name = file instanceof File ? file.name : 'icono.png';
      return HttpResponse.json(
        { url: `/api/uploads/images/campaigns/1700-${name}` },
        { status: 201 },
      );
    }),
    ...views.flatMap((view) => [
      http.get(api(view.base), () => {
        state.calls.push({ method: 'GET', path: view.base });
        return HttpResponse.json(state.list.map(view.out));
      }),
      http.get(api(`${view.base}/:id`), ({ params }) => {
        state.calls.push({ method: 'GET', path: `${view.base}/${String(params.id)}` });
        const found = state.list.find((c) => c._id === params.id);
        return found
          ? HttpResponse.json(view.out(found))
          : HttpResponse.json(
              { error: 'Campaña no encontrada', message: 'Campaña no encontrada' },
              { status: 404 },
            );
      }),
      http.post(api(view.base), async ({ request }) => {
        const body = await request.json();
        state.calls.push({ method: 'POST', path: view.base, body });
        const refusal = refused();
        if (refusal) return refusal;
        const created = campaign({ _id: `c${next++}`, ...(view.in(body) as object) });
        state.list.push(created);
        return HttpResponse.json(view.out(created), { status: 201 });
      }),
      http.put(api(`${view.base}/:id`), async ({ request, params }) => {
        const body = await request.json();
        state.calls.push({ method: 'PUT', path: `${view.base}/${String(params.id)}`, body });
        const refusal = refused();
        if (refusal) return refusal;
        const index = state.list.findIndex((c) => c._id === params.id);
        if (index < 0)
          return HttpResponse.json({ message: 'Campaña no encontrada' }, { status: 404 });
        state.list[index] = { ...state.list[index], ...(view.in(body) as object) };
        return HttpResponse.json(view.out(state.list[index]));
      }),
      http.delete(api(`${view.base}/:id`), ({ params }) => {
        const id = String(params.id);
        state.calls.push({ method: 'DELETE', path: `${view.base}/${id}` });
        const found = state.list.find((c) => c._id === id);
        if (!found) return HttpResponse.json({ message: 'Campaña no encontrada' }, { status: 404 });
        const carriers = state.carried[id];
        if (carriers) {
          const message = `No se puede eliminar la campaña «${found.name}»: la llevan ${carriers} vehículos. Quítela de ellos antes.`;
          return HttpResponse.json({ error: message, message }, { status: 409 });
        }
        state.list = state.list.filter((c) => c._id !== id);
        return HttpResponse.json({ message: 'Campaña eliminada', _id: id });
      }),
    ]),
  );
  return state;
};
