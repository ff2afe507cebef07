import { describe, expect, it } from 'vitest';
import {
  COLOUR_GROUPS,
  colourGroupById,
  colourGroupOf,
  needsColourReview,
} from '../../src/domain/cochesNet/colours';

// Real colour names as dealers and manufacturers write them, by language, with the colour
// group each belongs to.
const MATCHING: [language: string, text: string, group: string][] = [
  // Spanish
  ['es', 'Blanco', 'blanco'],
  ['es', 'BLANCO NIEVE', 'blanco'],
  ['es', 'Negro Mágico metalizado', 'negro'],
  ['es', 'Gris Plata', 'gris/plata'],
  ['es', 'Azul Lapislázuli', 'azul'],
  ['es', 'Rojo Tornado', 'rojo'],
  ['es', 'Marrón Avellana', 'marrón'],
  ['es', 'Granate', 'granate'],
  ['es', 'Verde Oliva', 'verde'],
  ['es', 'Amarillo Limón', 'amarillo'],
  ['es', 'Naranja Mandarina', 'naranja'],
  ['es', 'Morado', 'violeta/lila'],
  ['es', 'rosa', 'rosa'],
  ['es', 'Beige', 'beige'],
  ['es', 'Antracita', 'gris/plata'],
  ['es', 'Blanco Perla', 'blanco'],
  ['es', 'Burdeos', 'granate'],
  // English
  ['en', 'Pearl White', 'blanco'],
  ['en', 'Midnight Black', 'negro'],
  ['en', 'Racing Green', 'verde'],
  ['en', 'Sapphire Blue Metallic', 'azul'],
  ['en', 'Flame Red', 'rojo'],
  ['en', 'Moonstone Grey', 'gris/plata'],
  ['en', 'Burgundy', 'granate'],
  ['en', 'Ivory', 'beige'],
  // French
  ['fr', 'Blanc Nacré', 'blanco'],
  ['fr', 'Rouge', 'rojo'],
  ['fr', 'Gris Platine', 'gris/plata'],
  ['fr', 'Bleu Célèste', 'azul'],
  ['fr', 'Noir Perla Nera', 'negro'],
  ['fr', 'Vert Émeraude', 'verde'],
  ['fr', 'Jaune', 'amarillo'],
  ['fr', 'Brun Cuivré', 'marrón'],
  // Italian
  ['it', 'Grigio Chiaro', 'gris/plata'],
  ['it', 'Rosso Corsa', 'rojo'],
  ['it', 'Bianco Gelato', 'blanco'],
  ['it', 'Nero Vesuvio', 'negro'],
  ['it', 'Blu Mediterraneo', 'azul'],
  ['it', 'Giallo Modena', 'amarillo'],
  ['it', 'Arancione', 'naranja'],
  // Catalan
  ['ca', 'Vermell', 'rojo'],
  ['ca', 'Blanc Glacial', 'blanco'],
  ['ca', 'Blau Fosc', 'azul'],
  ['ca', 'Groc', 'amarillo'],
  ['ca', 'Taronja', 'naranja'],
  ['ca', 'Marró', 'marrón'],
  // German (compounds, ß)
  ['de', 'Alpinweiß', 'blanco'],
  ['de', 'Saphirschwarz metallic', 'negro'],
  ['de', 'Mondsteingrau', 'gris/plata'],
  ['de', 'Dunkelblau', 'azul'],
  ['de', 'Karminrot', 'rojo'],
  ['de', 'Tiefschwarzmetallic', 'negro'],
  ['de', 'Violett', 'violeta/lila'],
  ['de', 'Smaragdgrün', 'verde'],
  // Manufacturer names alone
  ['brand', 'Lapislázuli', 'azul'],
  ['brand', 'Nacré', 'blanco'],
  ['brand', 'Perla', 'blanco'],
  ['brand', 'Champagne', 'beige'],
  ['brand', 'Fucsia', 'rosa'],
  ['brand', 'Lila', 'violeta/lila'],
];

const NOT_MATCHING = [
  'Xyzzy',
  'Asdfgh',
  '',
  '   ',
  '—',
  'N/D',
  'Sin especificar',
  'Metalizado',
  'Metallic',
  'Bicolor',
  'Otros',
  'Color 1234',
  'Carrot',
  'Pendiente',
];

describe('colour groups', () => {
  it('are the 13 colour groups, with ids 1 to 13', () => {
    expect(COLOUR_GROUPS.map((g) => g.name)).toEqual([
      'amarillo',
      'azul',
      'beige',
      'blanco',
      'granate',
      'gris/plata',
      'marrón',
      'naranja',
      'negro',
      'rojo',
      'rosa',
      'verde',
      'violeta/lila',
    ]);
    expect(COLOUR_GROUPS.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(colourGroupById(9)?.name).toBe('negro');
    expect(colourGroupById(14)).toBeNull();
  });

  it('no word names two groups', () => {
    const seen = new Map<string, string>();
    for (const group of COLOUR_GROUPS)
      for (const word of [...group.words, ...group.evocative]) {
        const key = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        expect(seen.get(key) ?? group.name, word).toBe(group.name);
        seen.set(key, group.name);
      }
  });
});

describe('colourGroupOf (colour review, six languages)', () => {
  it('has at least 40 real names covering six languages and every group', () => {
    expect(MATCHING.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MATCHING.map(([language]) => language))).toEqual(
      new Set(['es', 'en', 'fr', 'it', 'ca', 'de', 'brand']),
    );
    expect(new Set(MATCHING.map(([, , group]) => group))).toEqual(
      new Set(COLOUR_GROUPS.map((g) => g.name)),
    );
    expect(NOT_MATCHING.length).toBeGreaterThanOrEqual(10);
  });

  it.each(MATCHING)('[%s] %s → %s', (_language, text, group) => {
    expect(colourGroupOf(text)?.name).toBe(group);
    expect(needsColourReview(text)).toBe(false);
  });

  it.each(NOT_MATCHING)('%j matches no group (needs review)', (text) => {
    expect(colourGroupOf(text)).toBeNull();
    expect(needsColourReview(text)).toBe(true);
  });

  it('ignores case, accents and separators', () => {
    for (const text of [
      'azul lapislazuli',
      'AZUL LAPISLÁZULI',
      'Azul-Lapislázuli',
      'azul/lapislázuli',
    ])
      expect(colourGroupOf(text)?.name).toBe('azul');
  });

  it('a plain colour word beats a manufacturer word, wherever it stands', () => {
    expect(colourGroupOf('Perla Negro')?.name).toBe('negro');
    expect(colourGroupOf('Gris Perla')?.name).toBe('gris/plata');
    expect(colourGroupOf('Cereza Roja')?.name).toBe('rojo');
    // Two plain words: the first decides (Spanish, French and Italian put the colour first).
    expect(colourGroupOf('Rojo Granate')?.name).toBe('rojo');
  });

  it('is not fooled by non-texts', () => {
    expect(colourGroupOf(null)).toBeNull();
    expect(colourGroupOf(42)).toBeNull();
    expect(needsColourReview(undefined)).toBe(true);
  });

  it('answers the same for a text seen before (remembered) as the first time', () => {
    const first = colourGroupOf('Blanc Nacré');
    expect(colourGroupOf('Blanc Nacré')).toBe(first);
    expect(first?.name).toBe('blanco');
  });
});
