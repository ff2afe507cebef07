import { describe, expect, it } from 'vitest';
import {
  notificationCountLabel,
  notificationSelectionLabel,
  rowSelectLabel,
} from '../../src/domain/selectionLabel';

describe('notificationSelectionLabel (Notificaciones)', () => {
  it('uses the singular for one notification', () => {
    expect(notificationSelectionLabel(1)).toBe('1 notificación seleccionada');
    expect(notificationCountLabel(1)).toBe('1 notificación');
  });

  it('uses the plural for any other count', () => {
    expect(notificationSelectionLabel(3)).toBe('3 notificaciones seleccionadas');
    expect(notificationSelectionLabel(50)).toBe('50 notificaciones seleccionadas');
    expect(notificationSelectionLabel(0)).toBe('0 notificaciones seleccionadas');
    expect(notificationCountLabel(2)).toBe('2 notificaciones');
    // Through the formatting module: thousands grouped.
    expect(notificationSelectionLabel(1234)).toBe('1.234 notificaciones seleccionadas');
  });
});

describe('rowSelectLabel', () => {
  it("names a row's checkbox after the row's key", () => {
    expect(rowSelectLabel('100008')).toBe('Seleccionar 100008');
    expect(rowSelectLabel(9001)).toBe('Seleccionar 9001');
  });
});
