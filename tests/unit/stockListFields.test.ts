// The Stock Quiter page reads only STOCK_LIST_FIELDS of each vehicle (domain/stock.ts). Every
// rule it runs must answer the same on those fields as on the whole vehicle: a rule that
// starts reading another field fails here, not silently in the counts.
import { describe, expect, it } from 'vitest';
import * as rows from '../../src/resources/stockQuiter/stockRows';
import { searchTextOf, toStockRow } from '../../src/resources/stockQuiter/stockRows';
import * as format from '../../src/domain/format';
import { planSend } from '../../src/domain/sendPlan';
import { channels } from '../../src/dataProvider/channels';
import { STOCK_FILTERS, STOCK_LIST_FIELDS, countByFilter } from '../../src/domain/stock';
import type { StockVehicle } from '../../src/domain/types';
import { generateStock } from '../../server/seed/stock';

const full = generateStock(7, 800);
const projected = full.map(
  (v) =>
    Object.fromEntries(
      Object.entries(v).filter(([name]) => (STOCK_LIST_FIELDS as readonly string[]).includes(name)),
    ) as unknown as StockVehicle,
);
// Every third vehicle is on every channel.
const listed = new Set(full.filter((_, i) => i % 3 === 0).map((v) => v.idv));

describe('STOCK_LIST_FIELDS', () => {
  it('is enough for the table rows and the search', () => {
    expect(projected.map(toStockRow)).toEqual(full.map(toStockRow));
    expect(projected.map(searchTextOf)).toEqual(full.map(searchTextOf));
  });

  it('is enough for the ten filters', () => {
    expect(countByFilter(projected)).toEqual(countByFilter(full));
    for (const filter of STOCK_FILTERS) {
      expect(projected.map((v) => filter.matches(v))).toEqual(full.map((v) => filter.matches(v)));
    }
  });

  it.each(channels.map((c) => [c.id, c] as const))(
    "is enough for %s's 'not imported' rule",
    (_id, channel) => {
      const answers = (stock: StockVehicle[]) => stock.map((v) => channel.isNotImported(v, listed));
      expect(answers(projected)).toEqual(answers(full));
      expect(answers(full)).toContain(true);
    },
  );

  it('leaves out what the page does not use (photos, equipment, remarks)', () => {
    const projectedBytes = JSON.stringify(projected).length;
    expect(projectedBytes).toBeLessThan(JSON.stringify(full).length / 4);
  });

  it("is enough for 'Enviar''s plan (what each channel's rule leaves out, and why)", () => {
    const targets = channels.map((c) => ({
      id: c.id,
      label: c.label,
      rule: c.isNotImported,
      listed,
    }));
    const plan = planSend(projected, targets);
    expect(plan).toEqual(planSend(full, targets));
    expect(plan.some((p) => p.excluded.length > 0)).toBe(true);
  });
});

describe('the table cells', () => {
  it("format prices and km with the console's one formatting module", () => {
    expect(rows.formatEuros).toBe(format.formatEuros);
    expect(rows.formatKm).toBe(format.formatKm);
    expect(rows.formatEuros(9790).replace(/\u00a0/g, ' ')).toBe('9.790 €');
    expect(rows.formatKm(7177)).toBe('7.177 km');
  });
});
