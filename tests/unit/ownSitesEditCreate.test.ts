import { describe, expect, it } from 'vitest';
import {
  addEquipmentRow,
  canRemoveEquipmentRow,
  CREATE_MESSAGE_MS,
  CREATE_REDIRECT_MS,
  CREATE_TEXTS,
  createTitle,
  editTitle,
  EQUIPMENT_TYPE_CHOICES,
  equipmentTypeValue,
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  missingRequired,
  OWN_SITE_CONFIGS,
  parseEditPrice,
  parseWholePrice,
  removeEquipmentRow,
  siteRoutes,
  validateManualCreate,
  type OwnSiteEquipment,
} from '../../src/domain/ownSites';

describe('manual create', () => {
  it('refuses a missing or empty marca or modelo with its message, sending nothing', () => {
    expect(validateManualCreate({ marca: 'SEAT' })).toEqual({
      ok: false,
      message: 'Todos los campos con * son necesarios',
      missing: ['modelo'],
    });
    expect(validateManualCreate({ marca: '  ', modelo: 'Ibiza' })).toMatchObject({
      ok: false,
      missing: ['marca'],
    });
    expect(missingRequired({})).toEqual(['marca', 'modelo']);
    expect(missingRequired({ marca: 3, modelo: 'Ibiza' })).toEqual(['marca']);
  });

  it('accepts marca and modelo, trimmed, and parses the prices to whole numbers', () => {
    const result = validateManualCreate({
      marca: ' SEAT ',
      modelo: 'Ibiza',
      km: 12,
      precios: [
        { tipo: 'VENTA', valor: '9.790' },
        { tipo: 'COMPRAVENTA', valor: '7832,90' },
        { tipo: 'EXPORTACION', valor: '' },
        { tipo: 'PUBLICACION', valor: 8790.4 },
      ],
    });
    expect(result).toEqual({
      ok: true,
      vehicle: {
        marca: 'SEAT',
        modelo: 'Ibiza',
        km: 12,
        precios: [
          { tipo: 'VENTA', valor: 9790 },
          { tipo: 'COMPRAVENTA', valor: 7832 },
          { tipo: 'EXPORTACION', valor: 0 },
          { tipo: 'PUBLICACION', valor: 8790 },
        ],
      },
    });
  });

  it('drops decimals the way parseInt does, reading Spanish thousands', () => {
    expect(parseWholePrice('9790')).toBe(9790);
    expect(parseWholePrice('9.790')).toBe(9790);
    expect(parseWholePrice('9790,99')).toBe(9790);
    expect(parseWholePrice('9790.99')).toBe(9790);
    expect(parseWholePrice(-0.5)).toBe(0);
    expect(parseWholePrice('')).toBeNull();
    expect(parseWholePrice('gratis')).toBeNull();
  });

  it('keeps decimals in the edit form (converted to numbers)', () => {
    expect(parseEditPrice('9790.5')).toBe(9790.5);
    expect(parseEditPrice('9.790,5')).toBe(9790.5);
    expect(parseEditPrice(9790)).toBe(9790);
  });

  it('uses the create texts and timings', () => {
    expect(CREATE_TEXTS.saved).toBe('Vehículo guardado');
    expect(CREATE_MESSAGE_MS).toBe(3000);
    expect(CREATE_REDIRECT_MS).toBe(3000);
    expect(createTitle(GOMOTOR_CONFIG.label)).toBe('Crear vehículo manual en GOmotor');
    expect(editTitle('1234')).toBe('Editar IDV: 1234');
  });
});

describe('site routes and messages', () => {
  it('routes each site under its own path, back to its dashboard after a create', () => {
    expect(siteRoutes(GOMOTOR_CONFIG)).toMatchObject({
      dashboard: '/stock-gomotor',
      create: '/stock-gomotor/new-car',
    });
    expect(siteRoutes(GRUPOLIVA_CONFIG).create).toBe('/stock-grupoliva/new-car');
    expect(siteRoutes(GRUPOLIVA_CONFIG).edit('65a1')).toBe('/stock-grupoliva/65a1');
    expect(GOMOTOR_CONFIG.logPath).toBe('/gomotor/log');
    expect(GRUPOLIVA_CONFIG.logPath).toBe('/grupoliva/log');
    expect(OWN_SITE_CONFIGS.grupoliva).toBe(GRUPOLIVA_CONFIG);
  });

  it("shows 'Ver stock en Web' on the first site only", () => {
    expect(GOMOTOR_CONFIG.webStockLink).toBe(true);
    expect(GRUPOLIVA_CONFIG.webStockLink).toBe(false);
  });

  it('has the load-failure message of each site', () => {
    expect(GOMOTOR_CONFIG.messages.loadFailure).toBe(
      'Error Code: 1 - Parece que el servidor del multipublicador no esta respondiendo',
    );
    expect(GRUPOLIVA_CONFIG.messages.loadFailure).toBe('Error de conexión con la base de datos');
    expect(GRUPOLIVA_CONFIG.messages.empty).toBe('No hay vehículos en la base de datos...');
    expect(GRUPOLIVA_CONFIG.messages).toMatchObject({
      editSuccess: 'Vehículo actualizado con éxito',
      editFailure: 'Ha ocurrido un error al actualizar el vehículo',
      noPhotos: 'Este vehículo no tiene fotos',
    });
  });
});

describe('equipment rows', () => {
  const row = (descripcion: string): OwnSiteEquipment => ({ tipo: 'Serie', descripcion });

  it('offers none, Serie, and Extras and Opcional as one value', () => {
    expect(EQUIPMENT_TYPE_CHOICES.map((c) => c.id)).toEqual(['', 'Serie', 'Extras']);
    expect(EQUIPMENT_TYPE_CHOICES.map((c) => c.name)).toEqual([
      'Ninguno',
      'Serie',
      'Extras / Opcional',
    ]);
    expect(equipmentTypeValue('Opcional')).toBe('Extras');
    expect(equipmentTypeValue('Extras')).toBe('Extras');
    expect(equipmentTypeValue('Serie')).toBe('Serie');
    expect(equipmentTypeValue(undefined)).toBe('');
  });

  it('adds an empty row', () => {
    const rows = addEquipmentRow([row('ABS')]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ codigo: '', tipo: '', precio: null, descripcion: '' });
  });

  it('removes a row only while more than one exists', () => {
    const two = [row('ABS'), row('ESP')];
    expect(canRemoveEquipmentRow(two)).toBe(true);
    expect(removeEquipmentRow(two, 0)).toEqual([row('ESP')]);
    const one = [row('ABS')];
    expect(canRemoveEquipmentRow(one)).toBe(false);
    expect(removeEquipmentRow(one, 0)).toEqual(one);
    expect(removeEquipmentRow(two, 5)).toEqual(two);
    expect(canRemoveEquipmentRow([])).toBe(false);
  });
});
