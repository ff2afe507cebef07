// The renting view is kept per user (react-admin's store key names the user), and the CSV import's
// answer is told in Spanish with its three counts.
import { describe, expect, it } from 'vitest';
import { rentingViewKey } from '../../src/resources/renting/useRentingView';
import { importSummary } from '../../src/resources/renting/ImportCsvDialog';

describe('renting list', () => {
  it("keeps each user's view under a key of their own", () => {
    expect(rentingViewKey('admin@multipublicador.local')).toBe(
      'stock-renting.view.admin@multipublicador.local',
    );
    expect(rentingViewKey('comercial@multipublicador.local')).not.toBe(
      rentingViewKey('admin@multipublicador.local'),
    );
  });

  it('sums up an import', () => {
    expect(importSummary({ created: 1200, updated: 3, unchanged: 0 })).toBe(
      'Fichero importado: 1.200 creados, 3 actualizados, 0 sin cambios',
    );
  });
});
