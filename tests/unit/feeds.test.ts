// The XML feeds of Wallapop, Motoreto and Oferta de coches are valid against their schemas in the
// repository, for the whole demo stock and for texts that hold &, <, quotes, emoji, accents and
// characters XML cannot carry.
import { describe, expect, it } from 'vitest';
import { accountOfListing, listingsByAccount } from '../../src/domain/feeds/wallapop';
import type { StockVehicle } from '../../src/domain/types';
import { motoretoXml } from '../../server/feeds/formats/motoreto';
import { ofertaXml } from '../../server/feeds/formats/oferta-de-coches';
import { wallapopXml } from '../../server/feeds/formats/wallapop';
import { xmlText } from '../../server/feeds/xml';
import { getGroupStock } from '../../server/stock/groupStock';
import { readValidFeed, type FeedChannel } from './feedsValidation';

const NOW = new Date('2026-11-23T10:22:00.000Z');
const AT = { now: NOW, origin: 'https://api.grupoliva.example' };

// What staff type into the stock system: entities, markup, both quotes, emoji, accents, a
// control character pasted from a spreadsheet and a lone surrogate from a broken copy.
const TRICKY = {
  marca: 'Citroën & Hijos <S.A.>',
  modelo: `C3 "Aircross" l'Été`,
  version: '1.2 PureTech 110 <Shine> & co',
  color: 'Blanco Nacarado ❄️',
  ubicacion: "Girona — Carrer de l'Àngel, 3 & 5",
  nombreConcesionario: 'Oliva "Premium" Motor',
  carroceria: 'SUV <compacto>',
  observaciones: 'Único dueño 🚗💨 & libro de revisiones <completo>.\u0001 "Garantía" ñ\uD800 fin',
};
const TRICKY_CLEAN_OBSERVACIONES =
  'Único dueño 🚗💨 & libro de revisiones <completo>. "Garantía" ñ fin';

const tricky = (base: StockVehicle): StockVehicle => ({
  ...base,
  ...TRICKY,
  tipo: 'VO',
  reservado: false,
  equipamiento: [
    { id: '1', codigo: 'X', tipo: 'Extras', descripcion: 'Faros <LED> & "Matrix" 💡' },
  ],
  recursos: [
    {
      _id: 'r1',
      nombre: 'foto',
      url: 'https://fotos.example.com/v.jpg?w=800&h=600',
      tipo: 'IMAGEN',
      propiedades: [
        { nombre: 'EsFotoPrincipal', valor: true },
        { nombre: 'OrdenFoto', valor: 1 },
      ],
    },
  ],
});

const stock = getGroupStock({ seedVehicles: 300 });

const FEEDS: Record<FeedChannel, (vehicles: StockVehicle[]) => string> = {
  wallapop: (vehicles) =>
    wallapopXml({ accountId: 'wlp-general', name: 'Oliva & "Cía"' }, vehicles, AT),
  motoreto: (vehicles) => motoretoXml(vehicles, AT),
  'oferta-de-coches': (vehicles) => ofertaXml(vehicles, AT),
};

const ITEMS: Record<FeedChannel, { root: string; item: string; count: string }> = {
  wallapop: { root: 'wallapop', item: 'item', count: '@_count' },
  motoreto: { root: 'motoreto', item: 'anuncio', count: '@_total' },
  'oferta-de-coches': { root: 'ofertadecoches', item: 'coche', count: '@_total' },
};

const itemsOf = (channel: FeedChannel, xml: string) => {
  const { root, item, count } = ITEMS[channel];
  const doc = readValidFeed(channel, xml)[root]!;
  return { items: (doc[item] ?? []) as Record<string, unknown>[], count: doc[count] };
};

describe.each(Object.keys(FEEDS) as FeedChannel[])('the %s feed', (channel) => {
  const build = FEEDS[channel];

  it('is valid for the whole demo stock, one item per vehicle, its count in the root', () => {
    const { items, count } = itemsOf(channel, build(stock));
    expect(items).toHaveLength(stock.length);
    expect(count).toBe(String(stock.length));
  });

  it('is valid with no vehicles at all', () => {
    const { items, count } = itemsOf(channel, build([]));
    expect(items).toEqual([]);
    expect(count).toBe('0');
  });

  it('escapes &, <, quotes, keeps emoji and accents, drops what XML cannot carry', () => {
    const xml = build([tricky(stock[0]!)]);
    expect(xml).toContain('Citroën &amp; Hijos &lt;S.A.&gt;');
    expect(xml).not.toContain('\u0001');
    const [item] = itemsOf(channel, xml).items;
    const texts = JSON.stringify(item);
    for (const value of [TRICKY.marca, TRICKY.modelo, TRICKY.version, TRICKY.color]) {
      expect(texts).toContain(JSON.stringify(value).slice(1, -1));
    }
    expect(texts).toContain(JSON.stringify(TRICKY_CLEAN_OBSERVACIONES).slice(1, -1));
    expect(texts).toContain('https://fotos.example.com/v.jpg?w=800&h=600');
  });

  it('gives photo addresses absolute against the server origin, main photo first', () => {
    const [first] = stock.filter((v) => v.recursos.length > 1);
    const texts = JSON.stringify(itemsOf(channel, build([first!])).items[0]);
    const main =
      first!.recursos.find((r) => r.propiedades?.[0]?.valor === true) ?? first!.recursos[0]!;
    expect(texts).toContain(`https://api.grupoliva.example${main.url}`);
    expect(texts).not.toMatch(/"\/demo-images/);
  });

  it('is refused by its schema when a required field is missing', () => {
    const xml = build([stock[0]!]).replace(/<(marca|brand)>[^<]*<\/\1>/, '');
    expect(() => readValidFeed(channel, xml)).toThrow(/esquema/);
  });
});

describe('feed texts', () => {
  it('keeps letters, emoji and line breaks, drops control characters and lone surrogates', () => {
    expect(xmlText('  a\u0000b\u0008c\td\ne ñ 😀 \uDC00 ')).toBe('abc\td\ne ñ 😀');
    expect(xmlText(null)).toBe('');
    expect(xmlText(42)).toBe('42');
  });
});

describe('Wallapop accounts of listings', () => {
  const accounts = [{ accountId: 'wlp-general' }, { accountId: 'wlp-girona' }];

  it('a listing moved to an account is in its feed; the others in the main (oldest) one', () => {
    expect(accountOfListing({ account: 'wlp-girona' }, accounts)).toBe('wlp-girona');
    expect(accountOfListing({}, accounts)).toBe('wlp-general');
    expect(accountOfListing({ account: 'wlp-borrada' }, accounts)).toBe('wlp-general');
    expect(accountOfListing({ account: 'wlp-girona' }, [])).toBeUndefined();
  });

  it('splits every listing into exactly one account, each account listed even when empty', () => {
    const byAccount = listingsByAccount(
      [{ idv: '1' }, { idv: '2', account: 'wlp-girona' }, { idv: '3', account: 'x' }],
      [...accounts, { accountId: 'wlp-vacia' }],
    );
    expect(Object.fromEntries([...byAccount].map(([a, l]) => [a, l.map((x) => x.idv)]))).toEqual({
      'wlp-general': ['1', '3'],
      'wlp-girona': ['2'],
      'wlp-vacia': [],
    });
  });
});
