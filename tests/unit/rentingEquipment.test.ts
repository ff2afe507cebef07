// Each line of an equipment text area is one entry (tipo, descripcion '', contenido).
import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_SECTIONS,
  equipmentFromText,
  equipmentToText,
} from '../../src/domain/renting/equipment';

describe('renting equipment text areas', () => {
  it('splits by line, trimming and skipping blank lines', () => {
    expect(
      equipmentFromText('Navegador\r\n\n  Cámara trasera  \nApple CarPlay\n', 'Tecnologia'),
    ).toEqual([
      { tipo: 'Tecnologia', descripcion: '', contenido: 'Navegador' },
      { tipo: 'Tecnologia', descripcion: '', contenido: 'Cámara trasera' },
      { tipo: 'Tecnologia', descripcion: '', contenido: 'Apple CarPlay' },
    ]);
    expect(equipmentFromText('  \n', 'Confort')).toEqual([]);
  });

  it('joins the stored entries one per line, and back to the same entries', () => {
    const entries = equipmentFromText('Faros LED\nLlantas 17"', 'Exterior');
    expect(equipmentToText(entries)).toBe('Faros LED\nLlantas 17"');
    expect(equipmentFromText(equipmentToText(entries), 'Exterior')).toEqual(entries);
    expect(equipmentToText(undefined)).toBe('');
  });

  it('has the five equipment areas with their fields', () => {
    expect(EQUIPMENT_SECTIONS.map((s) => `${s.label}:${s.field}`)).toEqual([
      'Destacado:equipamientoDestacado',
      'Tecnología:equipamientoTecnologia',
      'Confort:equipamientoConfort',
      'Seguridad:equipamientoSeguridad',
      'Exterior:equipamientoExterior',
    ]);
  });
});
