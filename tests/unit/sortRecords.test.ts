// src/lists/useLocalList.ts sortRecords: the table's column sort.
import { describe, expect, it } from 'vitest';
import { sortRecords } from '../../src/lists/useLocalList';

const rows = [
  { id: 'b', marca: 'SEAT', km: 20 },
  { id: 'a', marca: 'Audi', km: null },
  { id: 'c', marca: 'SEAT', km: 5 },
  { id: 'd', marca: 'BMW', km: 5 },
];

describe('sortRecords', () => {
  const ids = (field: string, order: 'ASC' | 'DESC') =>
    sortRecords(rows, { field, order })
      .map((r) => r.id)
      .join('');

  it('orders ascending and descending by one field', () => {
    expect(ids('id', 'ASC')).toBe('abcd');
    expect(ids('id', 'DESC')).toBe('dcba');
  });

  it('keeps the given order of equal values (stable)', () => {
    expect(ids('marca', 'ASC')).toBe('adbc');
    // null compares as 0, as in react-admin's useList.
    expect(ids('km', 'ASC')).toBe('acdb');
  });

  it('answers a copy and leaves the records alone; no field keeps their order', () => {
    const before = rows.map((r) => r.id);
    const unsorted = sortRecords(rows, { field: '', order: 'ASC' });
    expect(unsorted).not.toBe(rows);
    expect(unsorted.map((r) => r.id)).toEqual(before);
    sortRecords(rows, { field: 'id', order: 'DESC' });
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});
