// The campaigns collection behind both views (views.ts): create, edit (refreshing the copies
// vehicles carry, carriers.ts) and delete (refused while vehicles carry it). Every change emits
// `resource:changed` 'campaigns' and a server log line; no notification.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.js';
import { CAMPAIGNS } from '../db/collections.js';
import { ConflictError, type Collection } from '../db/index.js';
import { conflict, HttpError, notFound } from '../errors.js';
import { countCarriers, refreshCopies } from './carriers.js';
import { CampaignRules } from './rules.js';
import {
  CAMPAIGN_DEFAULTS,
  complete,
  fromView,
  type CampaignField,
  type CampaignView,
  type StoredCampaign,
} from './views.js';

type Ctx = Pick<ServerContext, 'db' | 'events' | 'config'>;

const CAMPAIGN_NOT_FOUND = 'Campaña no encontrada';

/** 409 of an edit whose copies kept changing under it (carriers.ts tries several times). */
const COPIES_BUSY =
  'La campaña se ha guardado, pero sus vehículos cambiaban a la vez y no se han actualizado todas sus copias. Vuelva a guardarla.';

/** 409 of a delete: 'la llevan 3 vehículos' / 'la lleva 1 vehículo'. */
const carriedMessage = (name: string, n: number) =>
  `No se puede eliminar la campaña «${name}»: la ${n === 1 ? 'lleva 1 vehículo' : `llevan ${n} vehículos`}. Quítela de ellos antes.`;

/** A body's fields as stored values: a null image is no image. */
function stored(set: Partial<Record<CampaignField, unknown>>): Partial<StoredCampaign> {
  const values = { ...set } as Partial<StoredCampaign>;
  if (set.campaignImage === null) values.campaignImage = '';
  return values;
}

export class CampaignStore {
  readonly campaigns: Collection<StoredCampaign>;

  constructor(
    private readonly ctx: Ctx,
    private readonly log: FastifyBaseLogger,
  ) {
    this.campaigns = ctx.db.collection(CAMPAIGNS) as unknown as Collection<StoredCampaign>;
  }

  private changed(action: 'create' | 'update' | 'delete', id: string): void {
    this.ctx.events.changed(this.campaigns.name, action, [id]);
  }

  async list(): Promise<StoredCampaign[]> {
    return (await this.campaigns.list()).map(complete);
  }

  async get(id: string): Promise<StoredCampaign> {
    const campaign = await this.campaigns.get(id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    return complete(campaign);
  }

  async create(view: CampaignView, body: Record<string, unknown>): Promise<StoredCampaign> {
    const set = fromView(view, body);
    const draft = { _id: '', ...CAMPAIGN_DEFAULTS, ...stored(set) } as StoredCampaign;
    const rules = new CampaignRules(view, this.ctx.config.dataDir);
    const { _id: _none, ...fields } = await rules.check(
      draft,
      new Set(Object.keys(set) as CampaignField[]),
    );
    const created = await this.campaigns.insert(fields);
    this.changed('create', created._id);
    this.log.info({ campaign: created._id, name: created.name }, 'campaign created');
    return created;
  }

  /** Applies the body's fields; the merged campaign must pass the rules. */
  async update(
    view: CampaignView,
    id: string,
    body: Record<string, unknown>,
  ): Promise<{ campaign: StoredCampaign; refreshed: number }> {
    const rules = new CampaignRules(view, this.ctx.config.dataDir);
    rules.sameId(body._id, id);
    const set = fromView(view, body);
    const current = await this.get(id);
    const next = await rules.check(
      { ...current, ...stored(set) },
      new Set(Object.keys(set) as CampaignField[]),
    );
    const campaign = await this.campaigns.replace(id, next);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    this.changed('update', id);
    const refreshed = await refreshCopies(this.ctx, [campaign]).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
      throw conflict(COPIES_BUSY);
    });
    this.log.info({ campaign: id, name: campaign.name, refreshed }, 'campaign updated');
    return { campaign, refreshed };
  }

  /** Deletes it unless vehicles carry it (409 with their count; nothing changes). */
  async remove(id: string): Promise<void> {
    const campaign = await this.get(id);
    const carriers = await countCarriers(this.ctx, id);
    if (carriers > 0) {
      throw new HttpError(409, carriedMessage(campaign.name, carriers), { vehicles: carriers });
    }
    if (!(await this.campaigns.delete(id))) throw notFound(CAMPAIGN_NOT_FOUND);
    this.changed('delete', id);
    this.log.info({ campaign: id, name: campaign.name }, 'campaign deleted');
  }
}
