// The 'Nueva contador' / 'Editar contador' form of the CountDown Maker: what it shows for a record
// (dates as MM/DD/YYYY HH:mm:ss in Madrid), its rules, and the body it sends (ISO instants).
import { formatCountdownDateTime } from '../format';
import { parseCountdownDateTime } from './dates';
import type { CountdownBody, CountdownRecord } from './types';
import { validateCampaignFields, type CampaignErrors } from './validation';

/** The web's default badge: the group's navy with white text. */
export const DEFAULT_BADGE_COLOR = '#1b2a4a';
export const DEFAULT_TEXT_COLOR = '#ffffff';

export interface CountdownDraft {
  name: string;
  /** MM/DD/YYYY HH:mm:ss, as typed or picked. */
  startDate: string;
  endDate: string;
  badgeColor: string;
  textColor: string;
  iconUrl: string;
  active: boolean;
}

/** The form's values for a record, or for a new counter (active, default colours). */
export const countdownDraft = (record?: CountdownRecord): CountdownDraft => ({
  name: record?.name ?? '',
  startDate: record ? formatCountdownDateTime(record.startDate) : '',
  endDate: record ? formatCountdownDateTime(record.endDate) : '',
  badgeColor: record?.badgeColor ?? DEFAULT_BADGE_COLOR,
  textColor: record?.textColor ?? DEFAULT_TEXT_COLOR,
  iconUrl: record?.iconUrl ?? '',
  active: record ? record.active === true : true,
});

export const validateCountdownDraft = (draft: CountdownDraft): CampaignErrors =>
  validateCampaignFields(draft);

const isoOf = (typed: string): string => {
  const parsed = parseCountdownDateTime(typed);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.iso;
};

/** The body of POST / PUT …/campaign; call it on a draft that validates. */
export const countdownBody = (draft: CountdownDraft): CountdownBody => ({
  name: draft.name.trim(),
  startDate: isoOf(draft.startDate),
  endDate: isoOf(draft.endDate),
  badgeColor: draft.badgeColor.trim(),
  textColor: draft.textColor.trim(),
  iconUrl: draft.iconUrl.trim(),
  active: draft.active,
});
