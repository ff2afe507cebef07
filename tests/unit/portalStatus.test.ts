import { describe, expect, it } from 'vitest';
import { FEED_FAILURE_MESSAGE, portalStatus } from '../../src/domain/portalStatus';
import type { StockVehicle } from '../../src/domain/types';

const vehicle = { idv: '1' } as StockVehicle;

describe('portalStatus', () => {
  it('is loading until the feed answers', () => {
    expect(portalStatus(undefined)).toEqual({ kind: 'loading' });
  });

  it("is 'Correcto' with the vehicle count when the feed has vehiculos", () => {
    expect(portalStatus({ vehiculos: [vehicle, vehicle] })).toEqual({
      kind: 'ok',
      vehicleCount: 2,
    });
    expect(portalStatus({ vehiculos: [] })).toEqual({ kind: 'ok', vehicleCount: 0 });
  });

  it("is 'Error' when the answer carries tipoError, with its message", () => {
    expect(portalStatus({ tipoError: 'E01', mensajeError: 'Portal sin datos' })).toEqual({
      kind: 'error',
      message: 'E01 - Portal sin datos',
    });
    expect(portalStatus({ tipoError: 'E01', mensajeError: '' })).toEqual({
      kind: 'error',
      message: 'E01',
    });
  });

  it("is 'Error' when the call fails, even with a stale answer", () => {
    expect(portalStatus(undefined, new Error('No encontrado'))).toEqual({
      kind: 'error',
      message: 'No encontrado',
    });
    expect(portalStatus({ vehiculos: [vehicle] }, new Error(''))).toEqual({
      kind: 'error',
      message: FEED_FAILURE_MESSAGE,
    });
  });
});
