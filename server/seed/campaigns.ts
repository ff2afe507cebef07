// Demo campaigns: seven, dated relative to the seed time (whole days in Madrid)
// — some running now, one to come, one finished, one inactive — most with an icon
// (campaignIcons.ts). The first two are the ones the own sites' demo
// vehicles carry (DEMO_CAMPAIGNS, server/seed/ownSites.ts), with the same _id and name; once
// stored, the copies the vehicles carry are made whole (the campaign as stored), as an edit
// of the campaign would (server/campaigns/carriers.ts).
import { refreshCopies } from '../campaigns/carriers.js';
import type { StoredCampaign } from '../campaigns/views.js';
import type { Config } from '../config.js';
import { CAMPAIGNS } from '../db/collections.js';
import type { Database } from '../db/index.js';
import type { Campaign } from '../ownSites/saleVehicle.js';
import { createEventBus } from '../realtime.js';
import { DEMO_ICONS, storeDemoIcon } from './campaignIcons.js';

/** The campaigns the demo vehicles carry (id and name as a vehicle's copy starts). */
export const DEMO_CAMPAIGNS: readonly Campaign[] = [
  { _id: '6560a0000000000000000001', name: 'Black Friday', active: true },
  { _id: '6560a0000000000000000002', name: 'Plan Renove', active: true },
];

const DAY = 86_400_000;
const MADRID = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Madrid's wall clock at an instant, as the UTC instant with the same reading. */
function madridWall(instant: number): number {
  const part = (type: string) =>
    Number(MADRID.formatToParts(instant).find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/**
 * The instant of `time` (h, m, s) in Madrid on the day `offset` days from `now` there, as
 * staff set a campaign: from 00:00:00 to 23:59:59 (no change of hour happens at those times).
 */
function madridDay(now: Date, offset: number, time: [number, number, number]): string {
  const day = new Date(madridWall(now.getTime() + offset * DAY));
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), ...time);
  const zone = madridWall(wall) - wall; // Madrid's offset near that time
  return new Date(wall - zone).toISOString();
}

/** Every demo campaign, starting and ending so many days from `now` (Madrid days). */
function demoCampaigns(now: Date): StoredCampaign[] {
  const span = (from: number, to: number) => ({
    startDate: madridDay(now, from, [0, 0, 0]),
    endDate: madridDay(now, to, [23, 59, 59]),
  });
  const [friday, renove] = DEMO_CAMPAIGNS as { _id: string; name: string; active: boolean }[];
  const look = { campaignColor: '#1b2a4a', campaignTextColor: '#ffffff', campaignImage: '' };
  return [
    {
      ...friday!,
      campaignText: 'Hasta 2.000 € de descuento',
      ...span(-3, 7),
      ...look,
      campaignColor: '#111111',
      campaignTextColor: '#ffd400',
      temporary: true,
    },
    {
      ...renove!,
      campaignText: 'Entregue su coche usado y ahorre',
      ...span(-20, 40),
      ...look,
      campaignColor: '#0a7d3b',
      temporary: false,
    },
    {
      _id: '6560a0000000000000000003',
      name: 'Rebajas de verano',
      active: false,
      campaignText: 'Precios de verano',
      ...span(-150, -90),
      ...look,
      campaignColor: '#f29100',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000004',
      name: 'Ofertas de invierno',
      active: true,
      campaignText: 'Neumáticos de invierno de regalo',
      ...span(-1, 30),
      ...look,
      campaignColor: '#0b5cab',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000005',
      name: 'Semana del Km 0',
      active: true,
      campaignText: 'Km 0 con 3 años de garantía',
      ...span(14, 21),
      ...look,
      campaignColor: '#6a1b9a',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000006',
      name: 'Días sin IVA',
      active: true,
      campaignText: 'Le descontamos el IVA',
      ...span(-40, -33),
      ...look,
      campaignColor: '#c62828',
      temporary: true,
    },
    {
      _id: '6560a0000000000000000007',
      name: 'Financiación 0 %',
      active: false,
      campaignText: 'Financie su coche sin intereses',
      ...span(-10, 50),
      ...look,
      campaignColor: '#00838f',
      temporary: false,
    },
  ];
}

/** The demo icon of each campaign that has one (drawn in its text colour). */
const DEMO_ICON_OF: Readonly<Record<string, keyof typeof DEMO_ICONS>> = {
  '6560a0000000000000000001': 'rayo',
  '6560a0000000000000000002': 'etiqueta',
  '6560a0000000000000000004': 'copo',
  '6560a0000000000000000005': 'estrella',
  '6560a0000000000000000006': 'porcentaje',
  '6560a0000000000000000007': 'porcentaje',
};

/**
 * Stores the demo campaigns with their icons (as if uploaded) and makes the copies the demo
 * vehicles carry whole.
 */
export async function seedCampaigns(
  db: Database,
  config: Pick<Config, 'dataDir'>,
  now: Date,
): Promise<void> {
  const campaigns = demoCampaigns(now);
  for (const campaign of campaigns) {
    const icon = DEMO_ICON_OF[campaign._id];
    if (icon) {
      campaign.campaignImage = await storeDemoIcon(
        config.dataDir,
        icon,
        campaign.campaignTextColor,
      );
    }
  }
  await db.collection(CAMPAIGNS).insertMany(campaigns);
  // No client is connected while seeding: the events go nowhere.
  const quiet = { db, events: createEventBus() };
  await refreshCopies(quiet, campaigns);
}
