// Which record a console opened directly on an address reads while it loads (main.tsx).
import { describe, expect, it } from 'vitest';
import { earlyRecordRead } from '../../src/dataProvider/recordPaths';

describe('earlyRecordRead', () => {
  it.each([
    ['/stock-gomotor/100008', '/gomotor/100008'],
    ['/stock-grupoliva/64f0c0ffee', '/grupoliva/64f0c0ffee'],
    ['/stock-renting/abc123', '/renting/vehicles/abc123'],
    // The id is decoded from the address and encoded again for the API.
    ['/stock-gomotor/a%20b', '/gomotor/a%20b'],
  ])('%s reads %s', (page, api) => {
    expect(earlyRecordRead(page)).toBe(api);
  });

  it.each([
    '/stock-gomotor',
    '/stock-gomotor/',
    '/stock-gomotor/new-car',
    '/stock-grupoliva/create',
    '/stock-renting/add-vehicle',
    '/stock-renting/create',
    '/stock-gomotor/100008/show',
    '/motos/70006',
    '/dashboard',
    'stock-gomotor/100008',
  ])('%s reads no record', (page) => {
    expect(earlyRecordRead(page)).toBeUndefined();
  });
});
