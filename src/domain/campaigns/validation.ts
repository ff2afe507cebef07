// The campaign rules, the same both ways: name 1..80, start and end required and readable, end
// after start, colours #rgb / #rrggbb, icon an http(s) URL or an icon uploaded to the campaigns
// folder.
import { parseCountdownDateTime, readDateValue } from './dates';
import { COUNTDOWN_FIELD_SOURCES } from './types';

export const NAME_MAX_LENGTH = 80;
export const UPLOADED_ICON_PREFIX = '/api/uploads/images/campaigns/';

export const MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: `El nombre admite como máximo ${NAME_MAX_LENGTH} caracteres`,
  startRequired: 'La fecha de inicio es obligatoria',
  endRequired: 'La fecha de fin es obligatoria',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
  colorRequired: 'El color es obligatorio',
  colorInvalid: 'Color no válido: use #rgb o #rrggbb',
  iconInvalid: 'El icono debe ser una URL http(s) o una imagen subida',
} as const;

/** The fields the rules look at, in the countdown's names. */
export interface CampaignFields {
  name: unknown;
  startDate: unknown;
  endDate: unknown;
  badgeColor: unknown;
  textColor: unknown;
  iconUrl: unknown;
}

export type CampaignErrors = Partial<Record<keyof CampaignFields, string>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const isColor = (value: unknown): boolean =>
  /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text(value));

/** An http(s) URL, or the path of an icon uploaded through POST …/campaign/icon. */
export const isIconUrl = (value: unknown): boolean => {
  const icon = text(value);
  if (icon.startsWith(UPLOADED_ICON_PREFIX))
    return /^[\w.-]+$/.test(icon.slice(UPLOADED_ICON_PREFIX.length)) && !icon.includes('..');
  try {
    const url = new URL(icon);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** A date's error: missing, or the typed text's (format, impossible date, missing hour). */
const dateError = (value: unknown, required: string): string | undefined => {
  if (value === null || value === undefined || text(value) === '') return required;
  if (readDateValue(value)) return undefined;
  if (typeof value === 'string') {
    const parsed = parseCountdownDateTime(value);
    if ('error' in parsed) return parsed.error;
  }
  return 'Fecha no válida';
};

const colorError = (value: unknown): string | undefined => {
  if (text(value) === '') return MESSAGES.colorRequired;
  return isColor(value) ? undefined : MESSAGES.colorInvalid;
};

/** The errors of a campaign, by field; {} when it may be saved. */
export const validateCampaignFields = (fields: CampaignFields): CampaignErrors => {
  const errors: CampaignErrors = {};
  const name = text(fields.name);
  if (name === '') errors.name = MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = MESSAGES.nameTooLong;
  const startError = dateError(fields.startDate, MESSAGES.startRequired);
  const endError = dateError(fields.endDate, MESSAGES.endRequired);
  if (startError) errors.startDate = startError;
  if (endError) errors.endDate = endError;
  if (!startError && !endError) {
    const start = readDateValue(fields.startDate) as Date;
    const end = readDateValue(fields.endDate) as Date;
    if (end.getTime() <= start.getTime()) errors.endDate = MESSAGES.endBeforeStart;
  }
  const badgeColor = colorError(fields.badgeColor);
  if (badgeColor) errors.badgeColor = badgeColor;
  const textColor = colorError(fields.textColor);
  if (textColor) errors.textColor = textColor;
  if (text(fields.iconUrl) !== '' && !isIconUrl(fields.iconUrl))
    errors.iconUrl = MESSAGES.iconInvalid;
  return errors;
};

/** The /campaigns form: the same rules, errors under its own field names. */
export const validateCampaignForm = (values: Record<string, unknown>): Record<string, string> => {
  const fields = Object.fromEntries(
    Object.entries(COUNTDOWN_FIELD_SOURCES).map(([field, source]) => [field, values[source]]),
  ) as Record<keyof CampaignFields, unknown>;
  const named: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateCampaignFields(fields)))
    named[COUNTDOWN_FIELD_SOURCES[field as keyof CampaignFields]] = message;
  return named;
};
