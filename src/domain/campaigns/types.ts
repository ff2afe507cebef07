// The campaign (also called counter) seen two ways over one collection:
// `/api/campaigns` with the own sites' field names and `/api/publishing/api/v1/campaign` with
// the CountDown Maker's names. Dates are ISO 8601 instants.

/** A campaign as the own sites name its fields (resource `campaigns`). */
export interface CampaignRecord {
  _id: string;
  id?: string;
  active: boolean;
  name: string;
  campaignText?: string;
  startDate: string;
  endDate: string;
  campaignImage?: string;
  campaignColor?: string;
  campaignTextColor?: string;
  temporary?: boolean;
}

/** A campaign as the CountDown Maker names its fields (resource `contadores`). */
export interface CountdownRecord {
  _id: string;
  id?: string;
  name: string;
  startDate: string;
  endDate: string;
  badgeColor?: string;
  textColor?: string;
  iconUrl?: string;
  active: boolean;
}

/** The body the countdown API takes. */
export type CountdownBody = Omit<CountdownRecord, '_id' | 'id'>;

/** Each CountDown Maker field (but `active`) and the campaign field it shows. */
export const COUNTDOWN_FIELD_SOURCES = {
  name: 'name',
  startDate: 'startDate',
  endDate: 'endDate',
  badgeColor: 'campaignColor',
  textColor: 'campaignTextColor',
  iconUrl: 'campaignImage',
} as const satisfies Record<
  Exclude<keyof CountdownBody, 'active'>,
  Exclude<keyof CampaignRecord, '_id' | 'id'>
>;
