// The renting vehicles and providers (docs/API.md "# Renting"). A vehicle is
// stored as it is answered (`id` = `_id`, `providerName` beside `provider`), so the list is
// the stored JSON sent as it is. Every change emits `resource:changed` 'renting' and logs a line;
// photos that no vehicle refers to any more are removed from the folder.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.js';
import { RENTING_PROVIDERS, RENTING_VEHICLES } from '../db/collections.js';
import { DuplicateKeyError, newId, type Collection } from '../db/index.js';
import { HttpError, notFound } from '../errors.js';
import { ListBodies } from '../listBodies.js';
import type {
  RentingProvider,
  RentingVehicle,
  RentingVehicleInput,
} from '../../src/domain/renting/types.js';
import { fieldError } from './labels.js';
import { removePhotos, storedPhotoName } from './files.js';
import { checkRentingBody, rentingFields, type RentingFields } from './rules.js';

type Ctx = Pick<ServerContext, 'db' | 'events' | 'config'>;

export const VEHICLE_NOT_FOUND = 'Vehículo de renting no encontrado';
const idOfertaTaken = (idOferta: number) =>
  `Ya existe un vehículo de renting con el ID Oferta ${idOferta}`;

/** The photos of ours a vehicle refers to. */
export const photosOf = (vehicle: Pick<RentingVehicle, 'recursos'>): Set<string> =>
  new Set(
    vehicle.recursos.map((r) => storedPhotoName(r.url)).filter((n): n is string => n !== null),
  );

export class RentingStore {
  readonly vehicles: Collection<RentingVehicle>;
  readonly providers: Collection<RentingProvider>;

  constructor(
    private readonly ctx: Ctx,
    private readonly log: FastifyBaseLogger,
  ) {
    this.vehicles = ctx.db.collection(RENTING_VEHICLES);
    this.providers = ctx.db.collection(RENTING_PROVIDERS);
    this.bodies = new ListBodies(this.vehicles, ctx.events);
  }

  get config() {
    return this.ctx.config;
  }

  changed(action: 'create' | 'update' | 'delete', ids: string[]): void {
    if (!ids.length) return;
    this.ctx.events.changed(this.vehicles.name, action, ids);
  }

  /**
   * GET /renting/vehicles: the stored JSON as it is (no parse of 2,000 vehicles), kept until
   * the next change, per `?fields=` projection; gzipped once and then held gzipped only.
   */
  readonly bodies: ListBodies;

  async get(id: string): Promise<RentingVehicle> {
    const vehicle = await this.vehicles.get(id);
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
    return vehicle;
  }

  /** The provider's name of `provider` ('' for none); 400 naming the field when unknown. */
  async providerName(provider: string, field = 'provider'): Promise<string> {
    if (!provider) return '';
    const found = await this.providers.get(provider);
    if (!found) throw fieldError(field, 'no es un proveedor de renting conocido');
    return found.name;
  }

  /** The next free offer number (one above the highest). */
  async nextIdOferta(): Promise<number> {
    const [top] = await this.vehicles.list({
      sort: { field: 'idOferta', direction: 'desc' },
      limit: 1,
    });
    return (top?.idOferta ?? 0) + 1;
  }

  /** A whole stored vehicle from its fields. */
  async record(
    _id: string,
    idOferta: number,
    fields: RentingFields,
    field = 'provider',
  ): Promise<RentingVehicle> {
    const providerName = await this.providerName(fields.provider, field);
    return { _id, id: _id, idOferta, ...fields, providerName };
  }

  async create(body: RentingVehicleInput): Promise<RentingVehicle> {
    checkRentingBody(body, true);
    const _id = newId();
    const fields = rentingFields(body);
    let created: RentingVehicle | undefined;
    // A number the server gives may be taken by a create made at the same time: take the next.
    for (let attempt = 0; !created; attempt++) {
      const idOferta = body.idOferta ?? (await this.nextIdOferta());
      const vehicle = await this.record(_id, idOferta, fields);
      try {
        created = await this.insert(vehicle);
      } catch (error) {
        if (body.idOferta !== undefined || attempt >= 4 || !(error instanceof HttpError))
          throw error;
      }
    }
    this.changed('create', [created._id]);
    this.log.info({ renting: created._id, idOferta: created.idOferta }, 'renting vehicle created');
    return created;
  }

  private async insert(vehicle: RentingVehicle): Promise<RentingVehicle> {
    try {
      return await this.vehicles.insert(vehicle);
    } catch (error) {
      if (error instanceof DuplicateKeyError) {
        throw new HttpError(409, idOfertaTaken(vehicle.idOferta), { field: 'idOferta' });
      }
      throw error;
    }
  }

  /** PUT: carData's fields replace the stored ones; 409 for a taken idOferta. */
  async update(
    id: string,
    filterId: string,
    carData: RentingVehicleInput,
  ): Promise<RentingVehicle> {
    if (filterId !== id) {
      throw fieldError('filter._id', 'debe ser el identificador de la dirección', 'vehicle');
    }
    checkRentingBody(carData, false, 'carData.');
    const current = await this.get(id);
    const { _id: _a, id: _b, idOferta: _c, providerName: _d, ...base } = current;
    const next = await this.record(
      id,
      carData.idOferta ?? current.idOferta,
      rentingFields(carData, base),
      'carData.provider',
    );
    let stored: RentingVehicle | null;
    try {
      stored = await this.vehicles.replace(id, next);
    } catch (error) {
      if (error instanceof DuplicateKeyError) {
        throw new HttpError(409, idOfertaTaken(next.idOferta), { field: 'carData.idOferta' });
      }
      throw error;
    }
    if (!stored) throw notFound(VEHICLE_NOT_FOUND);
    this.changed('update', [id]);
    this.log.info({ renting: id, idOferta: stored.idOferta }, 'renting vehicle updated');
    await this.forgetPhotos(photosOf(current), [stored]);
    return stored;
  }

  async remove(id: string, filterId?: string): Promise<void> {
    if (filterId !== undefined && filterId !== id) {
      throw fieldError('filter._id', 'debe ser el identificador de la dirección', 'vehicle');
    }
    const current = await this.get(id);
    if (!(await this.vehicles.delete(id))) throw notFound(VEHICLE_NOT_FOUND);
    this.changed('delete', [id]);
    this.log.info({ renting: id, idOferta: current.idOferta }, 'renting vehicle deleted');
    await this.forgetPhotos(photosOf(current));
  }

  /** Whether any stored vehicle refers to the photo. */
  async photoInUse(name: string): Promise<boolean> {
    return (await this.shownPhotos()).has(name);
  }

  /** Every photo of ours a stored vehicle shows (read from the photos only). */
  private async shownPhotos(): Promise<Set<string>> {
    const rows = JSON.parse(await this.vehicles.listJson({}, ['recursos'])) as Pick<
      RentingVehicle,
      'recursos'
    >[];
    return new Set(rows.flatMap((row) => [...photosOf({ recursos: row.recursos ?? [] })]));
  }

  /**
   * Removes the photos of `candidates` that no stored vehicle refers to any more (a photo
   * taken off a vehicle, or of a deleted one). `known` are vehicles just written.
   */
  async forgetPhotos(candidates: Set<string>, known: RentingVehicle[] = []): Promise<void> {
    for (const vehicle of known) for (const name of photosOf(vehicle)) candidates.delete(name);
    if (!candidates.size) return;
    for (const name of await this.shownPhotos()) candidates.delete(name);
    await removePhotos(this.ctx.config, candidates);
  }
}
