// The equipment rows of the moto sheet.
import { describe, expect, it } from 'vitest';
import {
  MOTO_EQUIPMENT_TYPE_CHOICES,
  addEquipmentRow,
  canRemoveEquipmentRow,
  equipmentFormRows,
  equipmentToSave,
  motoEquipmentType,
  removeEquipmentRow,
} from '../../src/domain/motos/equipment';

const row = (id: string, tipo: 'Serie' | 'Extras' | '' = 'Serie', descripcion = `d${id}`) => ({
  id,
  tipo,
  descripcion,
});

describe('moto equipment rows', () => {
  it('types are Serie, Extras or empty', () => {
    expect(MOTO_EQUIPMENT_TYPE_CHOICES.map((c) => c.id)).toEqual(['', 'Serie', 'Extras']);
    expect(motoEquipmentType('Serie')).toBe('Serie');
    expect(motoEquipmentType('Opcional')).toBe('Extras');
    expect(motoEquipmentType('Otro')).toBe('');
    expect(motoEquipmentType(undefined)).toBe('');
  });

  it('a row is added empty, with an id no other row has', () => {
    const rows = addEquipmentRow([row('eq-2'), row('x')]);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({ id: 'eq-3', tipo: '', descripcion: '' });
    const again = addEquipmentRow([row('eq-2')]);
    expect(again[1].id).toBe('eq-3');
  });

  it('a row is removed only while more than one exists', () => {
    expect(canRemoveEquipmentRow([row('a')])).toBe(false);
    expect(canRemoveEquipmentRow([row('a'), row('b')])).toBe(true);
    expect(removeEquipmentRow([row('a')], 0)).toEqual([row('a')]);
    expect(removeEquipmentRow([row('a'), row('b')], 0)).toEqual([row('b')]);
    expect(removeEquipmentRow([row('a'), row('b')], 5)).toEqual([row('a'), row('b')]);
  });

  it('the form starts with the moto rows, or one empty row', () => {
    expect(equipmentFormRows(undefined)).toEqual([{ id: 'eq-1', tipo: '', descripcion: '' }]);
    expect(equipmentFormRows([])).toHaveLength(1);
    expect(
      equipmentFormRows([
        { id: 'a', tipo: 'Opcional', descripcion: 'Maletas' },
        { descripcion: 'ABS' },
      ]),
    ).toEqual([
      { id: 'a', tipo: 'Extras', descripcion: 'Maletas' },
      { id: 'eq-2', tipo: '', descripcion: 'ABS' },
    ]);
  });

  it('rows left wholly empty are not saved; the others keep their order and get an id', () => {
    expect(
      equipmentToSave([
        { id: 'a', tipo: '', descripcion: '' },
        { id: '', tipo: 'Extras', descripcion: 'Puños calefactables' },
        { id: 'c', tipo: 'Serie', descripcion: 'ABS' },
      ]),
    ).toEqual([
      { id: 'eq-4', tipo: 'Extras', descripcion: 'Puños calefactables' },
      { id: 'c', tipo: 'Serie', descripcion: 'ABS' },
    ]);
  });
});
