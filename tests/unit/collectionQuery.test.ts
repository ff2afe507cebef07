import { describe, expect, it } from 'vitest';
import {
  foldText,
  getPath,
  matchesFilter,
  queryCollection,
  queryString,
  rangeQuery,
  sortRecords,
  withId,
} from '../../src/dataProvider/collectionQuery';

const notifications = [
  {
    _id: 'a',
    text: 'Sincronización de Wallapop terminada',
    severity: 'success',
    reading: false,
    createdAt: '2026-01-03',
  },
  {
    _id: 'b',
    text: 'Error al publicar en Aramis',
    severity: 'error',
    reading: true,
    createdAt: '2026-01-01',
  },
  {
    _id: 'c',
    text: 'Vehículo 1234 publicado',
    severity: 'info',
    reading: false,
    createdAt: '2026-01-02',
  },
  { _id: 'd', text: 'Stock importado', severity: 'warning', reading: false, createdAt: undefined },
];

describe('matchesFilter', () => {
  it('matches exact fields and booleans', () => {
    expect(
      notifications.filter((n) => matchesFilter(n, { reading: false })).map((n) => n._id),
    ).toEqual(['a', 'c', 'd']);
    expect(
      notifications.filter((n) => matchesFilter(n, { severity: 'error' })).map((n) => n._id),
    ).toEqual(['b']);
  });

  it('accepts booleans and numbers given as strings (filters from the URL)', () => {
    expect(matchesFilter({ reading: true }, { reading: 'true' })).toBe(true);
    expect(matchesFilter({ reading: true }, { reading: 'false' })).toBe(false);
    expect(matchesFilter({ km: 5 }, { km: '5' })).toBe(true);
  });

  it('q searches every string field, ignoring case and accents', () => {
    expect(
      notifications.filter((n) => matchesFilter(n, { q: 'SINCRONIZACION' })).map((n) => n._id),
    ).toEqual(['a']);
    expect(
      notifications.filter((n) => matchesFilter(n, { q: 'vehiculo' })).map((n) => n._id),
    ).toEqual(['c']);
    expect(notifications.filter((n) => matchesFilter(n, { q: '  ' }))).toHaveLength(4);
  });

  it('an array value matches any of its items; empty values do not filter', () => {
    expect(
      notifications
        .filter((n) => matchesFilter(n, { severity: ['error', 'info'] }))
        .map((n) => n._id),
    ).toEqual(['b', 'c']);
    expect(
      notifications.filter((n) => matchesFilter(n, { severity: '', q: undefined, x: [] })),
    ).toHaveLength(4);
  });

  it('supports _gte, _lte, _neq and _q suffixes', () => {
    expect(
      notifications
        .filter((n) => matchesFilter(n, { createdAt_gte: '2026-01-02' }))
        .map((n) => n._id),
    ).toEqual(['a', 'c']);
    expect(
      notifications
        .filter((n) => matchesFilter(n, { createdAt_lte: '2026-01-02' }))
        .map((n) => n._id),
    ).toEqual(['b', 'c']);
    expect(notifications.filter((n) => matchesFilter(n, { severity_neq: 'error' }))).toHaveLength(
      3,
    );
    expect(
      notifications.filter((n) => matchesFilter(n, { text_q: 'aramis' })).map((n) => n._id),
    ).toEqual(['b']);
  });

  it('reaches nested fields with dotted paths', () => {
    expect(matchesFilter({ user: { email: 'a@b.es' } }, { 'user.email': 'a@b.es' })).toBe(true);
    expect(getPath({ a: { b: 1 } }, 'a.c.d')).toBeUndefined();
  });
});

describe('sortRecords', () => {
  it('sorts both ways and keeps missing values last', () => {
    expect(
      sortRecords(notifications, { field: 'createdAt', order: 'ASC' }).map((n) => n._id),
    ).toEqual(['b', 'c', 'a', 'd']);
    expect(
      sortRecords(notifications, { field: 'createdAt', order: 'DESC' }).map((n) => n._id),
    ).toEqual(['a', 'c', 'b', 'd']);
  });

  it('compares numbers numerically and text in Spanish order', () => {
    const rows = [
      { n: 10, t: 'Ñandú' },
      { n: 9, t: 'Nube' },
      { n: 100, t: 'Oso' },
    ];
    expect(sortRecords(rows, { field: 'n', order: 'ASC' }).map((r) => r.n)).toEqual([9, 10, 100]);
    expect(sortRecords(rows, { field: 't', order: 'ASC' }).map((r) => r.t)).toEqual([
      'Nube',
      'Ñandú',
      'Oso',
    ]);
  });

  it('is stable and leaves the order alone without a field', () => {
    const rows = [
      { k: 1, i: 0 },
      { k: 1, i: 1 },
      { k: 0, i: 2 },
    ];
    expect(sortRecords(rows, { field: 'k', order: 'ASC' }).map((r) => r.i)).toEqual([2, 0, 1]);
    expect(sortRecords(rows, { field: '', order: 'ASC' })).toBe(rows);
  });
});

describe('queryCollection', () => {
  it('filters, sorts, pages and counts the filtered total', () => {
    const result = queryCollection(notifications, {
      filter: { reading: false },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(result.total).toBe(3);
    expect(result.data.map((n) => n._id)).toEqual(['d']);
  });

  it('returns everything without pagination, and an empty page past the end', () => {
    expect(queryCollection(notifications, {}).data).toHaveLength(4);
    expect(queryCollection(notifications, { pagination: { page: 9, perPage: 10 } })).toEqual({
      data: [],
      total: 4,
    });
  });
});

describe('withId / foldText', () => {
  it('copies the document id to id', () => {
    expect(withId({ _id: 'x', a: 1 }, '_id')).toEqual({ _id: 'x', id: 'x', a: 1 });
    expect(withId({ id: 7 }, '_id').id).toBe(7);
  });
  it('folds accents and case', () => {
    expect(foldText('ÁrBOL Eléctrico')).toBe('arbol electrico');
  });
});

describe('queryString', () => {
  it('builds ?name=value&list=a,b from the parameters given, encoded, or nothing', () => {
    expect(queryString({ portalId: 'U97', fields: ['idv', 'km'] })).toBe(
      '?portalId=U97&fields=idv,km',
    );
    expect(queryString({ q: 'a b&c', fields: ['ñ'] })).toBe('?q=a%20b%26c&fields=%C3%B1');
    expect(queryString({ portalId: '', fields: [], other: undefined })).toBe('');
  });
});

describe('rangeQuery (a list asked of the server: react-admin range and sort)', () => {
  it('turns the page into _start/_end, the sort into _sort/_order, and adds the filters', () => {
    expect(
      rangeQuery({
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { reading: false, q: 'sincronización' },
      }),
    ).toBe('?_start=100&_end=150&_sort=createdAt&_order=DESC&reading=false&q=sincronizaci%C3%B3n');
  });

  it("leaves out react-admin's default sort on id, empty filters and a missing page", () => {
    expect(
      rangeQuery({ sort: { field: 'id', order: 'ASC' }, filter: { q: '', x: undefined } }),
    ).toBe('');
    expect(rangeQuery({ pagination: { page: 0, perPage: 10 }, filter: { n: 5 } })).toBe(
      '?_start=0&_end=10&n=5',
    );
  });
});

describe('sortRecords over whole-number texts (idv)', () => {
  it('orders them by value, blanks last, stable, both ways; mixed texts in Spanish order', () => {
    const rows = [{ idv: '100' }, { idv: '' }, { idv: '20' }, { idv: '3' }, { idv: '020' }];
    expect(sortRecords(rows, { field: 'idv', order: 'ASC' }).map((r) => r.idv)).toEqual([
      '3',
      '20',
      '020',
      '100',
      '',
    ]);
    expect(sortRecords(rows, { field: 'idv', order: 'DESC' }).map((r) => r.idv)).toEqual([
      '100',
      '20',
      '020',
      '3',
      '',
    ]);
    const mixed = [{ idv: 'M00010' }, { idv: '9' }, { idv: 'M00002' }];
    expect(sortRecords(mixed, { field: 'idv', order: 'ASC' }).map((r) => r.idv)).toEqual([
      '9',
      'M00002',
      'M00010',
    ]);
  });
});
