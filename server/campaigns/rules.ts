// The campaign rules, the same through both views: a name,
// a start and an end that are real instants with the end after the start, colours #rgb or
// #rrggbb, and an icon that is an http(s) URL or an icon uploaded here (icons.ts). Checked on
// the campaign as it would be stored (a PUT's fields merged onto the stored ones), before
// anything is written; the 400 names the field as the view calls it.
import { HttpError } from '../errors.js';
import { isStoredIcon, parseIconPath } from './icons.js';
import { viewName, type CampaignField, type CampaignView, type StoredCampaign } from './views.js';

export const END_AFTER_START = 'La fecha de fin debe ser posterior a la de inicio';
export const NAME_MAX = 80;

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** An instant with its time and zone: 2026-11-20T09:00:00.000Z, 2026-11-20T10:00+01:00. */
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The instant as an ISO string in UTC, or null when it is not a real date and time. */
function parseInstant(text: string): string | null {
  const m = INSTANT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second, zoneHour, zoneMinute] = m
    .slice(1)
    .map((part) => Number(part ?? 0));
  const real =
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysIn(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    zoneHour! <= 14 &&
    zoneMinute! <= 59;
  return real ? new Date(text).toISOString() : null;
}

/** An absolute http(s) address with a host and nothing a browser would read otherwise. */
function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export class CampaignRules {
  constructor(
    private readonly view: CampaignView,
    private readonly dataDir: string,
  ) {}

  private refuse(field: CampaignField | '_id', problem: string, message?: string): never {
    const name = field === '_id' ? '_id' : viewName(this.view, field);
    const label = this.view.labels[name] ?? name;
    throw new HttpError(400, message ?? `El campo '${label}' ${problem}`, { field: name });
  }

  /** The body's `_id`, when sent, must be the one of the address (a record sent back whole). */
  sameId(bodyId: unknown, id: string): void {
    if (bodyId !== undefined && bodyId !== id) {
      this.refuse('_id', 'no coincide con la campaña de la dirección');
    }
  }

  /**
   * The campaign to store, normalised (trimmed name, UTC instants, '' for no image), or a 400.
   * `sent` are the fields of the request: an uploaded icon is looked for only when sent.
   */
  async check(campaign: StoredCampaign, sent: ReadonlySet<CampaignField>): Promise<StoredCampaign> {
    const name = campaign.name.trim();
    if (!name) this.refuse('name', 'no puede estar vacío');
    if (name.length > NAME_MAX) {
      this.refuse('name', `no puede tener más de ${NAME_MAX} caracteres`);
    }
    const instant = (field: 'startDate' | 'endDate') =>
      parseInstant(campaign[field]) ??
      this.refuse(
        field,
        'debe ser una fecha y hora ISO 8601 con zona horaria (p. ej. 2026-11-20T09:00:00.000Z)',
      );
    const startDate = instant('startDate');
    const endDate = instant('endDate');
    if (Date.parse(endDate) <= Date.parse(startDate)) {
      this.refuse('endDate', '', END_AFTER_START);
    }
    for (const field of ['campaignColor', 'campaignTextColor'] as const) {
      if (!COLOUR.test(campaign[field])) this.refuse(field, 'debe ser un color #rgb o #rrggbb');
    }
    const image = (campaign.campaignImage ?? '').trim();
    if (image && !isWebAddress(image)) {
      const file = parseIconPath(image);
      if (!file) {
        this.refuse(
          'campaignImage',
          'debe ser una URL http(s) o un icono subido (/api/uploads/images/campaigns/…)',
        );
      }
      if (sent.has('campaignImage') && !(await isStoredIcon(this.dataDir, file))) {
        this.refuse('campaignImage', 'no es un icono subido a este servidor');
      }
    }
    return { ...campaign, name, startDate, endDate, campaignImage: image };
  }
}
