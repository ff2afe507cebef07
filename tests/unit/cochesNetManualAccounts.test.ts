import { describe, expect, it } from 'vitest';
import {
  accountChoices,
  accountMode,
  canCreateManually,
  isMarketplaceAccount,
  LOAD_MESSAGES,
  updateAccountHeading,
  updateAccountLine,
} from '../../src/domain/cochesNet/accounts';
import { listingProblems } from '../../src/domain/cochesNet/listing';
import {
  isAcceptedPhoto,
  manualCarErrors,
  manualCarPayload,
  tooManyPhotosMessage,
  type ManualCarForm,
} from '../../src/domain/cochesNet/manualCar';

const form = (over: Partial<ManualCarForm> = {}): ManualCarForm => ({
  internalReference: 'M-001',
  brand: 'BMW',
  model: 'Serie 1',
  version: '118i',
  year: '2022',
  fuelType: 'Gasolina',
  bodyType: 'Compacto',
  numberOfDoors: '5',
  transmissionType: 'Automático',
  plate: '',
  kilometers: '',
  warranty: '24',
  colorId: '9',
  metalized: true,
  additionalColor: 'Negro Zafiro',
  price: '32.900',
  financingPrice: '30.900',
  monthlyQuota: '',
  professional: 'Para profesionales',
  private: 'Oferta válida hasta fin de mes',
  additional: '',
  environmentalLabel: 'C',
  matriculationYear: '',
  provincePrefix: '43',
  hasStock: true,
  photos: ['https://fotos/a.jpg', 'https://fotos/b.jpg'],
  ...over,
});

describe('manual car payload (account 5)', () => {
  it('builds the payload with offerType 1, certified 0 and Spanish numbers parsed', () => {
    const payload = manualCarPayload(form(), new Date('2026-11-23T10:00:00Z'));
    expect(payload).toMatchObject({
      internalReference: 'M-001',
      title: 'BMW Serie 1 118i',
      brand: 'BMW',
      year: 2022,
      numberOfDoors: 5,
      categoryId: 2500,
      offerType: 1,
      certified: 0,
      showCarfaxReport: false,
      officialWarranty: true,
      kilometers: 0,
      warranty: 24,
      color: { colorId: 9, metalized: true, additionalColor: 'Negro Zafiro' },
      price: {
        priceValue: 32900,
        financingPrice: 30900,
        bestPrice: 30900,
        professionalPrice: null,
        monthlyQuota: null,
        priceWithTaxes: true,
      },
      information: {
        professional: 'Para profesionales',
        private: 'Oferta válida hasta fin de mes',
      },
      environmentalLabel: 'C',
      matriculationYear: 2022,
      provincePrefix: '43',
      hasStock: true,
      creation: { date: '2026-11-23T10:00:00.000Z', daysFrom: 0 },
    });
    expect(payload.photos).toEqual([
      { url: 'https://fotos/a.jpg', main: true, order: 1 },
      { url: 'https://fotos/b.jpg', main: false, order: 2 },
    ]);
    // A new car needs neither plate nor km: the marketplace takes it.
    expect(listingProblems(payload)).toEqual([]);
  });

  it('a form without reference gets a MANUAL- one', () => {
    const payload = manualCarPayload(form({ internalReference: '' }), new Date(0));
    expect(payload.internalReference).toBe('MANUAL-0');
  });

  it('doors, year and warranty are whole numbers', () => {
    expect(manualCarErrors(form({ numberOfDoors: '4,5', year: '2021', warranty: '12' }))).toEqual({
      numberOfDoors: 'Campo requerido',
    });
  });

  it('prices and km follow their figure rule, with its message under the field', () => {
    expect(
      manualCarErrors(
        form({ price: '-1000', financingPrice: '9.790,5', monthlyQuota: 'abc', kilometers: '-1' }),
      ),
    ).toEqual({
      price: 'No puede ser negativo',
      financingPrice: 'Debe ser un número entero',
      monthlyQuota: 'Debe ser un número',
      kilometers: 'No puede ser negativo',
    });
  });

  it('the colour text defaults to the group name', () => {
    expect(manualCarPayload(form({ additionalColor: ' ', colorId: 6 })).color).toEqual({
      colorId: 6,
      metalized: true,
      additionalColor: 'gris/plata',
    });
  });

  it('required fields say Campo requerido; a warranty of 0 is a choice', () => {
    expect(manualCarErrors(form())).toEqual({});
    expect(manualCarErrors(form({ warranty: 0 }))).toEqual({});
    expect(
      manualCarErrors(
        form({ brand: ' ', price: '0', year: 'dos mil', colorId: '99', warranty: '' }),
      ),
    ).toEqual({
      brand: 'Campo requerido',
      price: 'Campo requerido',
      year: 'Campo requerido',
      colorId: 'Campo requerido',
      warranty: 'Campo requerido',
    });
    expect(Object.keys(manualCarErrors({}))).toHaveLength(13);
  });

  it('photos: at most 5, png / jpg / webp', () => {
    expect(tooManyPhotosMessage(5)).toBe('');
    expect(tooManyPhotosMessage(7)).toBe('Solo se permiten 5 imágenes, por favor elimina 2');
    expect(isAcceptedPhoto({ type: 'image/webp' })).toBe(true);
    expect(isAcceptedPhoto({ name: 'frontal.JPG' })).toBe(true);
    expect(isAcceptedPhoto({ type: 'image/gif', name: 'a.gif' })).toBe(false);
  });
});

describe('accounts and modes', () => {
  it('account 0 is the own database, 1 and 5–7 the marketplace', () => {
    expect(accountMode(0)).toBe('own-database');
    expect(accountMode(5)).toBe('marketplace');
    expect([0, 1, 2, 5, 6, 7, 8].filter(isMarketplaceAccount)).toEqual([1, 5, 6, 7]);
    expect(LOAD_MESSAGES['own-database'].success).toBe(
      'Se han cargado los vehículos de la base de datos correctamente',
    );
    expect(LOAD_MESSAGES.marketplace.success).toBe('Vehículos cargados correctamente');
  });

  it('the selector lists the own database, then the accounts by value', () => {
    expect(
      accountChoices([
        { value: 6, key: 'Tarragona' },
        { value: 1, key: 'Tests DEMO' },
        { value: 0, key: 'ignored' },
      ]),
    ).toEqual([
      { value: 0, label: 'Base de datos propia' },
      { value: 1, label: '1 · Tests DEMO' },
      { value: 6, label: '6 · Tarragona' },
    ]);
  });

  it('manual creation only on account 5', () => {
    expect([0, 1, 5, 6, 7].filter(canCreateManually)).toEqual([5]);
  });

  it('the update-account dialog texts', () => {
    expect(updateAccountHeading(0)).toBe('No hay vehículos que eliminar');
    expect(updateAccountHeading(1)).toBe('Se eliminara 1 vehículo:');
    expect(updateAccountHeading(1200)).toBe('Se eliminaran 1.200 vehículos:');
    expect(
      updateAccountLine({ title: 'SEAT Ibiza', plate: '1234 KLM', internalReference: '1001' }),
    ).toBe('SEAT Ibiza · 1234 KLM · IDV 1001');
  });
});
