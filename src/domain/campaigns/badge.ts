// The badge the web puts on a vehicle that carries the campaign (the CountDown Maker shows a
// preview inside the dialog — its colours, icon, text and live countdown). A half-filled form still
// gives a readable badge: invalid colours fall back to the defaults, an invalid icon is left out.
import { countdownAt, countdownText, type CountdownPhase } from './countdown';
import { DEFAULT_BADGE_COLOR, DEFAULT_TEXT_COLOR } from './countdownForm';
import { isColor, isIconUrl, type CampaignFields } from './validation';

export interface BadgePreview {
  background: string;
  color: string;
  iconUrl: string | null;
  text: string;
  countdown: string;
  phase: CountdownPhase | null;
}

export const UNNAMED_BADGE_TEXT = 'Nueva campaña';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const badgePreview = (fields: CampaignFields, now: Date | number): BadgePreview => {
  const countdown = countdownAt(fields.startDate, fields.endDate, now);
  return {
    background: isColor(fields.badgeColor) ? trimmed(fields.badgeColor) : DEFAULT_BADGE_COLOR,
    color: isColor(fields.textColor) ? trimmed(fields.textColor) : DEFAULT_TEXT_COLOR,
    iconUrl: isIconUrl(fields.iconUrl) ? trimmed(fields.iconUrl) : null,
    text: trimmed(fields.name) || UNNAMED_BADGE_TEXT,
    countdown: countdownText(countdown),
    phase: countdown?.phase ?? null,
  };
};
