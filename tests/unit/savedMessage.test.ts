// 'Guardar en base de datos': the answer's message, with the count grouped by the formatting module
// when the message does not say it.
import { describe, expect, it } from 'vitest';
import { savedMessage } from '../../src/customRoutes/portalDetail/usePortalDetail';

describe('savedMessage', () => {
  it('adds a grouped count to a message without one', () => {
    expect(savedMessage({ message: 'Stock guardado', count: 1234 })).toBe(
      'Stock guardado (1.234 vehículos)',
    );
  });

  it('keeps a message that already says the count', () => {
    expect(savedMessage({ message: 'Guardados 12 vehículos', count: 12 })).toBe(
      'Guardados 12 vehículos',
    );
  });
});
