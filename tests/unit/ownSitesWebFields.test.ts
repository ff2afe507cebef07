// The edit page's campaign, counter, disclaimer and discount fields.
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_STATES,
  campaignChoices,
  campaignCopy,
  campaignFromChoice,
  choiceIdOf,
  disclaimerChoices,
  disclaimerMessagesOf,
  discountActive,
  normalizeDiscount,
  normalizeMarketing,
  showsWebMarketing,
  webFieldsToSave,
} from '../../src/domain/ownSites/webFields';
import type { Campaign } from '../../src/domain/ownSites/vehicle';

const campaign = (id: string, name: string, active = true): Campaign => ({
  _id: id,
  name,
  active,
  campaignText: `${name}: hasta fin de mes`,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-11-30T23:59:59.000Z',
  campaignColor: '#d32f2f',
  campaignTextColor: '#ffffff',
  campaignImage: 'https://example.com/bf.png',
  temporary: false,
});

const BF = campaign('c1', 'Black Friday');
const RENOVE = campaign('c2', 'Plan Renove');
const VERANO = campaign('c3', 'Verano', false);

describe('discount', () => {
  it("'Estado' is Desactivado / Activado", () => {
    expect(DISCOUNT_STATES).toEqual([
      { id: false, name: 'Desactivado' },
      { id: true, name: 'Activado' },
    ]);
  });

  it("reads active as a boolean: the string 'true' is true, none is Activado (the default)", () => {
    expect(discountActive(true)).toBe(true);
    expect(discountActive('true')).toBe(true);
    expect(discountActive(false)).toBe(false);
    expect(discountActive('false')).toBe(false);
    expect(discountActive(undefined)).toBe(true);
    expect(discountActive(null)).toBe(true);
    expect(discountActive('')).toBe(true);
  });

  it('normalises to {active: boolean, price, financedPrice} with numbers or null', () => {
    expect(normalizeDiscount({ active: 'true', price: 18990, financedPrice: 17990 })).toEqual({
      active: true,
      price: 18990,
      financedPrice: 17990,
    });
    expect(normalizeDiscount({ active: 'false', price: '18990.5' })).toEqual({
      active: false,
      price: 18990.5,
      financedPrice: null,
    });
    // Prices entered without touching 'Estado': Activado by default.
    expect(normalizeDiscount({ financedPrice: 15000 })).toEqual({
      active: true,
      price: null,
      financedPrice: 15000,
    });
    expect(normalizeDiscount({ active: true, price: '', financedPrice: 'abc' })).toEqual({
      active: true,
      price: null,
      financedPrice: null,
    });
  });

  it('nothing entered is no discount', () => {
    expect(normalizeDiscount(undefined)).toBeNull();
    expect(normalizeDiscount(null)).toBeNull();
    expect(normalizeDiscount({})).toBeNull();
    expect(normalizeDiscount({ price: null, financedPrice: '' })).toBeNull();
    expect(normalizeDiscount('true')).toBeNull();
  });
});

describe('campaign picker (only active campaigns)', () => {
  it("lists 'Sin campaña' then the active campaigns", () => {
    const choices = campaignChoices([BF, RENOVE], null, 'Sin campaña');
    expect(choices.map((c) => [c.id, c.name])).toEqual([
      ['', 'Sin campaña'],
      ['c1', 'Black Friday'],
      ['c2', 'Plan Renove'],
    ]);
  });

  it("keeps the vehicle's inactive campaign, marked 'inactiva', so a save does not drop it", () => {
    const choices = campaignChoices([BF, RENOVE], VERANO, 'Sin campaña');
    expect(choices.map((c) => [c.id, c.name])).toEqual([
      ['', 'Sin campaña'],
      ['c1', 'Black Friday'],
      ['c2', 'Plan Renove'],
      ['c3', 'Verano (inactiva)'],
    ]);
    // A current campaign that is still active is listed once, as the list has it.
    expect(campaignChoices([BF], { ...BF, name: 'Black Friday' }, 'Sin campaña')).toHaveLength(2);
    // While the list loads (or when it failed) nothing is known to be inactive.
    expect(campaignChoices([], VERANO, 'Sin campaña', false).map((c) => c.name)).toEqual([
      'Sin campaña',
      'Verano',
    ]);
    // A campaign with a name only (older data) is kept too.
    expect(campaignChoices([], { name: 'Antigua' }, 'Sin contador').map((c) => c.name)).toEqual([
      'Sin contador',
      'Antigua (inactiva)',
    ]);
  });

  it('the value of a choice is the campaign as its record names it, none is null', () => {
    const choices = campaignChoices([{ ...BF, id: 'c1', createdAt: 'x' } as Campaign], VERANO, '');
    expect(campaignFromChoice(choices, 'c1')).toEqual(BF);
    expect(campaignFromChoice(choices, 'c3')).toEqual(VERANO);
    expect(campaignFromChoice(choices, '')).toBeNull();
    expect(campaignFromChoice(choices, 'otra')).toBeNull();
    expect(choiceIdOf(BF)).toBe('c1');
    expect(choiceIdOf({})).toBe('');
    expect(choiceIdOf(null)).toBe('');
    expect(campaignCopy({ ...BF, id: 'c1', extra: 1 } as Campaign)).toEqual(BF);
  });
});

describe('marketing', () => {
  it('reads the disclaimers from the first settings item', () => {
    expect(disclaimerMessagesOf([{ _id: 'web', disclaimerMessages: ['Uno', 'Dos', ''] }])).toEqual([
      'Uno',
      'Dos',
    ]);
    expect(disclaimerMessagesOf([])).toEqual([]);
    expect(disclaimerMessagesOf({ disclaimerMessages: ['x'] })).toEqual([]);
    expect(disclaimerMessagesOf(null)).toEqual([]);
  });

  it("lists the settings' texts and keeps the vehicle's own when it is no longer among them", () => {
    expect(disclaimerChoices(['Uno', 'Dos'], 'Dos')).toEqual(['Uno', 'Dos']);
    expect(disclaimerChoices(['Uno'], 'Antiguo')).toEqual(['Uno', 'Antiguo']);
    expect(disclaimerChoices([], null)).toEqual([]);
  });

  it('normalises to {counter, disclaimerMessage}, empty meaning none', () => {
    expect(normalizeMarketing({ counter: BF, disclaimerMessage: 'Uno' })).toEqual({
      counter: BF,
      disclaimerMessage: 'Uno',
    });
    expect(normalizeMarketing({ counter: {}, disclaimerMessage: '' })).toEqual({
      counter: null,
      disclaimerMessage: null,
    });
    expect(normalizeMarketing({ disclaimerMessage: 'Uno' })).toEqual({
      counter: null,
      disclaimerMessage: 'Uno',
    });
  });

  it('is shown on the first site, and on the second only when the vehicle carries it', () => {
    expect(showsWebMarketing('gomotor', {})).toBe(true);
    expect(showsWebMarketing('grupoliva', {})).toBe(false);
    expect(showsWebMarketing('grupoliva', { discount: {} })).toBe(false);
    expect(showsWebMarketing('grupoliva', { discount: { active: 'true' } })).toBe(true);
    expect(
      showsWebMarketing('grupoliva', { marketing: { counter: null, disclaimerMessage: 'Uno' } }),
    ).toBe(true);
  });
});

describe('webFieldsToSave', () => {
  it('sends discount and marketing normalised, and drops them when nothing was entered', () => {
    expect(
      webFieldsToSave({
        km: 1,
        campana: BF,
        discount: { active: 'true', price: '9000' },
        marketing: { counter: {}, disclaimerMessage: 'Uno' },
      }),
    ).toEqual({
      km: 1,
      campana: BF,
      discount: { active: true, price: 9000, financedPrice: null },
      marketing: { counter: null, disclaimerMessage: 'Uno' },
    });
    expect(webFieldsToSave({ km: 1, discount: {}, marketing: {} })).toEqual({ km: 1 });
    // The vehicle had them: cleared, they are sent cleared (not dropped).
    expect(
      webFieldsToSave(
        { discount: { active: false, price: null, financedPrice: null }, marketing: {} },
        { discount: { active: true, price: 1, financedPrice: 2 }, marketing: { counter: BF } },
      ),
    ).toEqual({
      discount: { active: false, price: null, financedPrice: null },
      marketing: { counter: null, disclaimerMessage: null },
    });
  });
});
