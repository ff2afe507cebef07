// The history of changes in words, and the history's query to the API.
import { describe, expect, it } from 'vitest';
import { auditQuery } from '../../src/dataProvider/audit';
import {
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
  auditUserLabel,
  changeText,
  formatAuditValue,
} from '../../src/domain/audit';

/** The figures' no-break spaces as plain ones, to compare with written text. */
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('audit entries in words', () => {
  it('names who did it, the system as Sistema', () => {
    expect(auditUserLabel({ id: 'u1', email: 'ana@grupoliva.es', name: 'Ana Gil' })).toBe(
      'Ana Gil',
    );
    expect(auditUserLabel({ id: 'u1', email: 'ana@grupoliva.es', name: '' })).toBe(
      'ana@grupoliva.es',
    );
    expect(auditUserLabel({ id: 'system', email: '', name: '' })).toBe('Sistema');
    expect(auditUserLabel(undefined)).toBe('—');
  });

  it('labels actions and entities, a new code as itself', () => {
    expect(auditActionLabel('unpublish')).toBe('Retirada');
    expect(auditActionLabel('fix')).toBe('Corrección');
    expect(auditActionLabel('archive')).toBe('archive');
    expect(auditEntityLabel('ownSiteVehicle')).toBe('Vehículo de web propia');
  });

  it('writes before → after the Spanish way', () => {
    expect(plain(changeText({ field: 'precio', before: 10790, after: 9790.5 }))).toBe(
      'Precio: 10.790 € → 9.790,50 €',
    );
    expect(plain(changeText({ field: 'precios.0.valor', before: 9990, after: null }))).toBe(
      'Precio: 9.990 € → —',
    );
    expect(changeText({ field: 'reservado', before: false, after: true })).toBe(
      'Reservado: No → Sí',
    );
    expect(changeText({ field: 'km', before: 12000, after: 12500 })).toBe(
      'Kilómetros: 12.000 → 12.500',
    );
    // The server's label of the field comes first.
    expect(
      plain(
        changeText({
          field: 'precios[0].valor',
          label: 'Precios nº 1 › Valor',
          before: 1,
          after: 2,
        }),
      ),
    ).toBe('Precios nº 1 › Valor: 1 € → 2 €');
    expect(formatAuditValue('color', 'Rojo')).toBe('Rojo');
    expect(formatAuditValue('fotos', ['a', 'b'])).toBe('2 elementos');
    expect(formatAuditValue('x', { a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue('fecha', '2026-03-01T09:15:00.000Z')).toBe('01/03/2026 10:15');
    expect(auditFieldLabel('carroceria')).toBe('carroceria');
  });
});

describe('auditQuery', () => {
  it('passes only the filters the API knows, trimmed, with the page range', () => {
    expect(
      auditQuery(
        { user: ' ana@grupoliva.es ', channel: 'wallapop', from: '2026-03-01', q: '', id: 'x' },
        { start: 25, end: 50 },
      ),
    ).toBe('?user=ana%40grupoliva.es&channel=wallapop&from=2026-03-01&_start=25&_end=50');
    expect(auditQuery({})).toBe('');
    expect(auditQuery({ entity: 'listing', to: '2026-03-31' })).toBe(
      '?entity=listing&to=2026-03-31',
    );
  });
});
