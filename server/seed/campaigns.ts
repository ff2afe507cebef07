// Demo campaigns (issue 9 §3): seven, dated relative to the seed time — some running now, one
// to come, one finished, one inactive. The first two are the ones the own sites' demo
// vehicles carry (DEMO_CAMPAIGNS, server/seed/ownSites.ts), with the same _id and name; once
// stored, the copies the vehicles carry are made whole (the campaign as stored), as an edit
// of the campaign would (server/campaigns/carriers.ts).
import { refreshCopies } from '../campaigns/carriers.js';
import type { StoredCampaign } from '../campaigns/views.js';
import { CAMPAIGNS } from '../db/collections.js';
import type { Database } from '../db/index.js';
import type { Campaign } from '../ownSites/saleVehicle.js';
import { createEventBus } from '../realtime.js';

/** The campaigns the demo vehicles carry (id and name as a vehicle's copy starts). */
export const DEMO_CAMPAIGNS: readonly Campaign[] = [
  { _id: '6560a0000000000000000001', name: 'Black Friday', active: true },
  { _id: '6560a0000000000000000002', name: 'Plan Renove', active: true },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Every demo campaign, its dates `now` plus so many days (whole hours, as staff type them). */
export function demoCampaigns(now: Date): StoredCampaign[] {
  const base = Math.floor(now.getTime() / HOUR) * HOUR;
  const day = (offset: number) => new Date(base + offset * DAY).toISOString();
  const [friday, renove] = DEMO_CAMPAIGNS as { _id: string; name: string; active: boolean }[];
  const look = { campaignColor: '#1b2a4a', campaignTextColor: '#ffffff', campaignImage: '' };
  return [
    {
      ...friday!,
      campaignText: 'Hasta 2.000 € de descuento',
      startDate: day(-3),
      endDate: day(7),
      ...look,
      campaignColor: '#111111',
      campaignTextColor: '#ffd400',
      temporary: true,
    },
    {
      ...renove!,
      campaignText: 'Entregue su coche usado y ahorre',
      startDate: day(-20),
      endDate: day(40),
      ...look,
      campaignColor: '#0a7d3b',
      temporary: false,
    },
    {
      _id: '6560a0000000000000000003',
      name: 'Rebajas de verano',
      active: false,
      campaignText: 'Precios de verano',
      startDate: day(-150),
      endDate: day(-90),
      ...look,
      campaignColor: '#f29100',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000004',
      name: 'Ofertas de invierno',
      active: true,
      campaignText: 'Neumáticos de invierno de regalo',
      startDate: day(-1),
      endDate: day(30),
      ...look,
      campaignColor: '#0b5cab',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000005',
      name: 'Semana del Km 0',
      active: true,
      campaignText: 'Km 0 con 3 años de garantía',
      startDate: day(14),
      endDate: day(21),
      ...look,
      campaignColor: '#6a1b9a',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000006',
      name: 'Días sin IVA',
      active: true,
      campaignText: 'Le descontamos el IVA',
      startDate: day(-40),
      endDate: day(-33),
      ...look,
      campaignColor: '#c62828',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000007',
      name: 'Financiación 0 %',
      active: false,
      campaignText: 'Financie su coche sin intereses',
      startDate: day(-10),
      endDate: day(50),
      ...look,
      campaignColor: '#00838f',
      temporary: false,
    },
  ];
}

/** Stores the demo campaigns and makes the copies the demo vehicles carry whole. */
export async function seedCampaigns(db: Database, now: Date): Promise<void> {
  const campaigns = demoCampaigns(now);
  await db.collection(CAMPAIGNS).insertMany(campaigns);
  // No client is connected while seeding: the events go nowhere.
  const quiet = { db, events: createEventBus() };
  await refreshCopies(quiet, campaigns);
}
