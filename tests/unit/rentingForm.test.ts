// Validation of the renting form, and its header switches ↔ publish flags.
import { describe, expect, it } from 'vitest';
import { checkRentingForm, missingFields } from '../../src/domain/renting/validation';
import { CREATE_SWITCHES, EDIT_SWITCHES, FLAG_COLUMNS } from '../../src/domain/renting/audiences';
import { editTitle } from '../../src/domain/renting/texts';

const minPrice = { valorMin: '299,00', tipoPrecioMin: '10.000 km/año · 48 meses' };
const complete = {
  marca: 'Peugeot',
  modelo: '208',
  color: 'Blanco',
  cambio: 'Manual',
  precioMinParticular: minPrice,
  precioMinAutonomos: minPrice,
  precioMinEmpresas: minPrice,
};

describe('renting form rules', () => {
  it('accepts a complete create and a complete edit', () => {
    expect(checkRentingForm(complete, 'create')).toEqual({ ok: true });
    expect(
      checkRentingForm({ marca: 'Seat', modelo: 'Ibiza', color: 'Rojo', cambio: 'Auto' }, 'edit'),
    ).toEqual({ ok: true });
  });

  it('refuses a create without modelo with the 😒 message', () => {
    const check = checkRentingForm({ ...complete, modelo: '  ' }, 'create');
    expect(check).toEqual({
      ok: false,
      missing: ['modelo'],
      message: 'Todos los campos con * son necesarios 😒',
    });
  });

  it('needs valorMin and tipoPrecioMin of each of the three audiences on create', () => {
    const values = {
      ...complete,
      precioMinAutonomos: { valorMin: '', tipoPrecioMin: '48 meses' },
      precioMinEmpresas: undefined,
    };
    expect(missingFields(values, 'create')).toEqual([
      'precioMinAutonomos.valorMin',
      'precioMinEmpresas.valorMin',
      'precioMinEmpresas.tipoPrecioMin',
    ]);
  });

  it('does not check combustible, and an edit only the four fields, without a message', () => {
    expect(missingFields({ ...complete, combustible: '' }, 'create')).toEqual([]);
    expect(
      checkRentingForm({ marca: 'Seat', modelo: 'Ibiza', color: '', cambio: 'Auto' }, 'edit'),
    ).toEqual({
      ok: false,
      missing: ['color'],
    });
  });
});

describe('header switches', () => {
  it('create: Particular, Autónomos, Empresa; edit adds Profesional for Empresa and Otros', () => {
    expect(CREATE_SWITCHES.map((s) => [s.label, s.flag])).toEqual([
      ['Particular', 'publicarParticular'],
      ['Autónomos', 'publicarAutonomos'],
      ['Empresa', 'publicarEmpresa'],
    ]);
    expect(EDIT_SWITCHES.map((s) => [s.label, s.flag])).toEqual([
      ['Particular', 'publicarParticular'],
      ['Profesional', 'publicarEmpresa'],
      ['Autónomos', 'publicarAutonomos'],
      ['Otros', 'publicarOtros'],
    ]);
  });

  it('the list flags read PAR/EMP/AUT/OTR', () => {
    expect(FLAG_COLUMNS.map((c) => `${c.header}=${c.flag}`)).toEqual([
      'PAR=publicarParticular',
      'EMP=publicarEmpresa',
      'AUT=publicarAutonomos',
      'OTR=publicarOtros',
    ]);
  });

  it("titles the edit page 'Editar {marca} {modelo}'", () => {
    expect(editTitle({ marca: 'Peugeot', modelo: '2008' })).toBe('Editar Peugeot 2008');
    expect(editTitle(undefined)).toBe('Editar');
  });
});
