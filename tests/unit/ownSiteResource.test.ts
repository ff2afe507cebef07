import { describe, expect, it } from 'vitest';
import { gomotorStock, grupolivaStock } from '../../src/resources/ownSites';

describe('the own sites resources', () => {
  it('one resource per site, each at its own address with its own pages', () => {
    expect(gomotorStock.name).toBe('stock-gomotor');
    expect(grupolivaStock.name).toBe('stock-grupoliva');
    expect(grupolivaStock.list).not.toBe(gomotorStock.list);
    expect(grupolivaStock.edit).not.toBe(gomotorStock.edit);
  });
});
