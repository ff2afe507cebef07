// The campaign (also called counter) seen two ways over one collection (issue 9 B):
// `/api/campaigns` with spec 3 §3.3 names and `/api/publishing/api/v1/campaign` with the
// countdown names of spec 2 §3 "Countdown campaign". Dates are ISO 8601 instants.

/** Spec 3 §3.3 (resource `campaigns`). */
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

/** Spec 2 "Countdown campaign" (resource `contadores`, the CountDown Maker). */
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

/** The body the countdown API takes (spec 2 §7 "Campaigns (countdown)"). */
export type CountdownBody = Omit<CountdownRecord, '_id' | 'id'>;
