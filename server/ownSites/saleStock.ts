// The console's edits of an own site's sale stock (docs/API.md "Own sites"): one vehicle,
// its images, and the bulk actions. Every one writes a log entry and its notification
// (log.ts). Bulk operations are atomic: the new state of every selected vehicle is computed
// first (any refusal throws before a write), then those vehicles are written in one
// transaction (saleStockStore.ts), so all change or none — and none if one of them was edited
// meanwhile (409), so no edit is silently overwritten. Update-db and web sync are the store's.
import type { StockVehicle } from '../../src/domain/types.js';
import { DuplicateKeyError, newId, type NewDoc } from '../db/index.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { vehicleCount } from '../channels/listingStore.js';
import { fieldUpdateLog, importText } from './messages.js';
import type { LogChange } from './log.js';
import {
  MIN_RESERVE,
  PRICE_INDEX,
  saleDefaults,
  type PriceKind,
  type SaleVehicle,
} from './saleVehicle.js';
import { SaleStockStore } from './saleStockStore.js';
import { storedPhotoProperties } from './images.js';
import { sameJson as same } from '../sameJson.js';

type Fields = Record<string, unknown>;

/** PUT /{site}/{id}: an update of the vehicle, or of one image's properties. */
export interface UpdateBody {
  filter: { _id: string; 'recursos._id'?: string };
  update: Fields & {
    $push?: { recursos: NonNullable<SaleVehicle['recursos']>[number] };
    $set?: {
      'recursos.$.propiedades': NonNullable<SaleVehicle['recursos']>[number]['propiedades'];
    };
  };
}

/** The fields a bulk update may set, one per bulk action of the sale stock page. */
export const BULK_FIELDS = [
  'precioReserva',
  'vehiculosHome',
  'destacado',
  'publicacionManual',
  'campana',
  'landingPages',
  'tipoAnuncio',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

const MAX_RECURSOS = 60;

/** The top-level fields whose value differs, as log changes. */
export function diff(before: object, after: object, idv: string): LogChange[] {
  const a = before as Fields;
  const b = after as Fields;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  fields.delete('_id');
  return [...fields]
    .filter((field) => !same(a[field], b[field]))
    .map((field) => ({ idv, field, oldValue: a[field] ?? null, newValue: b[field] ?? null }));
}

const priceLabel = (kind: PriceKind) => (kind === 'contado' ? 'Contado' : 'Financiado');

export class SaleStock extends SaleStockStore {
  async list(id?: string): Promise<SaleVehicle[]> {
    if (id === undefined) return this.vehicles.list();
    const one = await this.vehicles.get(id);
    return one ? [one] : [];
  }

  /** getIDV: the edit URL's segment may be an idv or an _id, both open it. */
  async find(idOrIdv: string): Promise<SaleVehicle> {
    const found =
      (await this.vehicles.findOne('idv', idOrIdv)) ?? (await this.vehicles.get(idOrIdv));
    if (!found) throw notFound(`Vehículo no encontrado en ${this.site.label}`);
    return found;
  }

  /** Sets fields, pushes an image, or sets one image's propiedades; logs old and new values. */
  async update(id: string, body: UpdateBody, user: string): Promise<SaleVehicle> {
    if (body.filter._id !== id) {
      throw badRequest('El _id del filtro no coincide con el del vehículo de la ruta');
    }
    const { $push, $set, _id, publishedAt: _kept, ...fields } = body.update;
    if (_id !== undefined && _id !== id) {
      throw badRequest('No se puede cambiar el _id de un vehículo');
    }
    let before: SaleVehicle | null = null;
    const updated = await this.vehicles
      .apply(id, (doc) => {
        before = doc;
        const next: SaleVehicle = { ...doc, ...(fields as Partial<SaleVehicle>) };
        if ($push) {
          const recursos = [...(next.recursos ?? []), $push.recursos];
          if (recursos.length > MAX_RECURSOS) {
            throw badRequest(`Un vehículo no puede tener más de ${MAX_RECURSOS} imágenes`);
          }
          next.recursos = recursos;
        }
        if ($set) {
          const imageId = body.filter['recursos._id'];
          if (!imageId) {
            throw badRequest(
              "Para cambiar las propiedades de una imagen el filtro debe llevar 'recursos._id'",
            );
          }
          const recursos = [...(next.recursos ?? [])];
          const index = recursos.findIndex((r) => r._id === imageId);
          if (index < 0) throw notFound('Imagen no encontrada en el vehículo');
          recursos[index] = { ...recursos[index], propiedades: $set['recursos.$.propiedades'] };
          next.recursos = recursos;
        }
        return next;
      })
      .catch((error: unknown) => {
        if (!(error instanceof DuplicateKeyError)) throw error;
        throw conflict(`El vehículo ${String(fields.idv)} ya existe en ${this.site.label}`);
      });
    if (!updated || !before) throw notFound(`Vehículo no encontrado en ${this.site.label}`);
    this.changed('update', [id]);
    await this.log(
      'database',
      user,
      {
        type: 'Edición',
        text: `Vehículo ${updated.idv} actualizado`,
        numUpdates: 1,
        updateIdvs: [updated.idv],
      },
      diff(before, updated, updated.idv),
    );
    return updated;
  }

  /** An uploaded photo becomes the vehicle's last image (the main one if it is the first). */
  async addImage(
    id: string,
    image: { nombre: string; url: string },
    user: string,
  ): Promise<SaleVehicle> {
    const updated = await this.vehicles.apply(id, (doc) => {
      const recursos = doc.recursos ?? [];
      if (recursos.length >= MAX_RECURSOS) {
        throw badRequest(`Un vehículo no puede tener más de ${MAX_RECURSOS} imágenes`);
      }
      const recurso = {
        _id: newId(),
        nombre: image.nombre,
        url: image.url,
        tipo: 'IMAGEN' as const,
        propiedades: storedPhotoProperties(recursos),
      };
      return { ...doc, recursos: [...recursos, recurso] };
    });
    if (!updated) throw notFound(`Vehículo no encontrado en ${this.site.label}`);
    this.changed('update', [id]);
    await this.log('database', user, {
      type: 'Edición',
      text: `Imagen ${image.nombre} añadida al vehículo ${updated.idv}`,
      numUpdates: 1,
      updateIdvs: [updated.idv],
    });
    return updated;
  }

  /** Manual create: idv generated when absent, manual edition on. */
  async create(body: Fields, user: string): Promise<SaleVehicle> {
    const idv = typeof body.idv === 'string' ? body.idv : await this.nextManualIdv();
    if (await this.vehicles.findOne('idv', idv)) {
      throw conflict(`El vehículo ${idv} ya existe en ${this.site.label}`);
    }
    const vehicle = {
      tipo: 'VO',
      ...saleDefaults({ tipo: 'VO', tipoVO: '', ...body } as unknown as StockVehicle),
      publicacionManual: true,
      ...body,
      idv,
      ...(this.site.servedByChannel ? { publishedAt: new Date().toISOString() } : {}),
    } as unknown as NewDoc<SaleVehicle>;
    const created = await this.vehicles.insert(vehicle);
    this.changed('create', [created._id]);
    await this.log('database', user, {
      type: 'Creación',
      text: `Vehículo ${idv} creado a mano`,
      newVehicles: 1,
      createIDVs: [idv],
    });
    return created;
  }

  /** Manual vehicles get 'M' and a number, never a Quiter idv (those are digits). */
  private async nextManualIdv(): Promise<string> {
    const used = (await this.idvs())
      .map((idv) => /^M(\d+)$/.exec(idv)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    return `M${String((used.length ? Math.max(...used) : 0) + 1).padStart(5, '0')}`;
  }

  async remove(id: string, user: string): Promise<SaleVehicle> {
    const doc = await this.vehicles.get(id);
    if (!doc || !(await this.vehicles.delete(id))) {
      throw notFound(`Vehículo no encontrado en ${this.site.label}`);
    }
    this.changed('delete', [id]);
    await this.log('database', user, {
      type: 'Eliminación',
      text: `Vehículo ${doc.idv} eliminado`,
      numDeleted: 1,
      deleteIDVs: [doc.idv],
    });
    return doc;
  }

  /** bulkUpdate {dataSelection, update, value}; `active` false ('Desactivar') undoes it. */
  async bulkUpdate(
    ids: readonly string[],
    field: BulkField,
    value: unknown,
    active: boolean,
    user: string,
  ): Promise<{ message: string; count: number; updateIdvs: string[] }> {
    const read = await this.readSelected(ids);
    const changes: LogChange[] = [];
    const changed: SaleVehicle[] = [];
    for (const vehicle of read) {
      const next = { ...vehicle, [field]: this.bulkValue(vehicle, field, value, active) };
      const delta = diff(vehicle, next, vehicle.idv);
      if (!delta.length) continue;
      changes.push(...delta);
      changed.push(next);
    }
    await this.commit(read, changed);
    this.changed(
      'update',
      changed.map((v) => v._id),
    );
    const updateIdvs = changed.map((v) => v.idv);
    const entry = fieldUpdateLog(field, value, updateIdvs);
    await this.log('bulk', user, entry, changes);
    return { message: entry.text, count: changed.length, updateIdvs };
  }

  private bulkValue(vehicle: SaleVehicle, field: BulkField, value: unknown, active: boolean) {
    switch (field) {
      case 'vehiculosHome':
      case 'destacado':
      case 'publicacionManual':
        return active ? value : false;
      case 'campana':
        return active ? value : {};
      case 'precioReserva':
        return active ? value : MIN_RESERVE;
      case 'landingPages': {
        // 'Publicar en LP' adds the page; 'Desactivar' removes it; [] clears every page.
        if (Array.isArray(value)) return value;
        const pages = (vehicle.landingPages ?? []).filter((page) => page !== value);
        return active ? [...pages, value as string] : pages;
      }
      case 'tipoAnuncio':
        return active ? value : 'Estándar';
    }
  }

  /** Bulk price change: adds a signed amount to Contado or Financiado. */
  async bulkPrice(
    ids: readonly string[],
    kind: PriceKind,
    amount: number,
    user: string,
  ): Promise<{ message: string; count: number; updateIdvs: string[] }> {
    const read = await this.readSelected(ids);
    const index = PRICE_INDEX[kind];
    const changes: LogChange[] = [];
    const changed = read.map((vehicle) => {
      const precios = [...(vehicle.precios ?? [])];
      const current = precios[index]?.valor;
      if (typeof current !== 'number') {
        throw badRequest(`El vehículo ${vehicle.idv} no tiene precio ${priceLabel(kind)}`);
      }
      const valor = current + amount;
      if (valor < 0) {
        throw badRequest(
          `El precio ${priceLabel(kind)} del vehículo ${vehicle.idv} quedaría negativo (${valor})`,
        );
      }
      precios[index] = { ...precios[index], valor };
      changes.push({
        idv: vehicle.idv,
        field: `precios.${index}.valor`,
        oldValue: current,
        newValue: valor,
      });
      return { ...vehicle, precios };
    });
    await this.commit(read, changed);
    this.changed(
      'update',
      changed.map((v) => v._id),
    );
    const updateIdvs = changed.map((v) => v.idv);
    const sign = amount > 0 ? `+${amount}` : String(amount);
    const message = `Precio ${priceLabel(kind)} ${sign} €: ${vehicleCount(changed.length)}`;
    await this.log(
      'bulk',
      user,
      {
        type: 'Modificar precio',
        text: message,
        key: `precios.${index}.valor`,
        value: amount,
        numUpdates: changed.length,
        updateIdvs,
      },
      changes,
    );
    return { message, count: changed.length, updateIdvs };
  }

  async bulkDelete(
    ids: readonly string[],
    user: string,
  ): Promise<{ message: string; count: number; deleteIDVs: string[] }> {
    const gone = await this.readSelected(ids);
    await this.commit(gone, [], new Set(ids));
    this.changed(
      'delete',
      gone.map((v) => v._id),
    );
    const deleteIDVs = gone.map((v) => v.idv);
    const message = `${vehicleCount(gone.length)} ${gone.length === 1 ? 'eliminado' : 'eliminados'}`;
    await this.log('bulk', user, {
      type: 'Eliminar vehículo',
      text: message,
      numDeleted: gone.length,
      deleteIDVs,
    });
    return { message, count: gone.length, deleteIDVs };
  }

  /** bulk-create {data} (GOmotor; Grupo Oliva's is its channel's): new idvs in, others counted. */
  async bulkCreate(
    data: readonly Fields[],
    user: string,
  ): Promise<{ message: string; numOfNews: number; numOfExist: number; existIDVs: string[] }> {
    const listed = new Set(await this.idvs());
    const existIDVs: string[] = [];
    const fresh: NewDoc<SaleVehicle>[] = [];
    for (const body of data) {
      const { _id: _stockId, ...fields } = body;
      const idv = String(fields.idv);
      if (listed.has(idv)) {
        existIDVs.push(idv);
        continue;
      }
      listed.add(idv);
      const stock = fields as unknown as StockVehicle;
      fresh.push({ ...stock, ...saleDefaults(stock), ...fields } as unknown as NewDoc<SaleVehicle>);
    }
    const created = await this.vehicles.insertMany(fresh);
    this.changed(
      'create',
      created.map((v) => v._id),
    );
    const newIDVs = created.map((v) => v.idv);
    const message = importText(created.length, existIDVs.length);
    await this.log('sync', user, {
      type: 'Importación',
      text: message,
      newVehicles: created.length,
      duplicate: existIDVs.length,
      newIDVs,
    });
    return { message, numOfNews: created.length, numOfExist: existIDVs.length, existIDVs };
  }
}
