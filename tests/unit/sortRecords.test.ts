// src/customRoutes/stockGeneral/useLocalList.ts sortRecords: the table's column sort.
import { describe, expect, it } from 'vitest';
import { sortRecords } from '../../src/customRoutes/stockGeneral/useLocalList';

const rows = [
  { id: 'b', marca: 'SEAT', km: 20 },
  { id: 'a', marca: 'Audi', km: null },
  { id: 'c', marca: 'SEAT', km: 5 },
  { id: 'd', marca: 'BMW', km: 5 },
];

describe('sortRecords', () => {
  it('orders ascending and descending by one field', () => {
    expect(sortRecords(rows, { field: 'id', order: 'ASC' }).map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(sortRecords(rows, { field: 'id', order: 'DESC' }).map((r) => r.id)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('keeps the given order of equal values (stable)', () => {
    expect(sortRecords(rows, { field: 'marca', order: 'ASC' }).map((r) => r.id)).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
    expect(sortRecords(rows, { field: 'km', order: 'ASC' }).map((r) => r.id)).toEqual([
      'a',
      'c',
      'd',
      'b',
    ]);
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
