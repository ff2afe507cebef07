// The console half of the feeds: the channel modules declare their feed (the generation call,
// the drop calls and their confirmation counts) and the card menu words a file.
import { describe, expect, it } from 'vitest';
import { channels } from '../../src/dataProvider/channels';
import type { Http } from '../../src/dataProvider/channels/types';
import { feedFileSummary } from '../../src/resources/stockQuiter/ChannelFeedMenu';
import type { FeedInfo } from '../../src/domain/feeds/types';

/** An http that records the paths asked and answers from a table. */
const fakeHttp = (answers: Record<string, unknown>) => {
  const asked: string[] = [];
  const http = (async (path: string) => {
    asked.push(path);
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return answers[path];
  }) as Http;
  return { http, asked };
};

const channel = (id: string) => channels.find((c) => c.id === id)!;

describe('channel feeds', () => {
  it('Wallapop, Motoreto and Oferta de coches have a feed; the others have none of mine', () => {
    expect(channel('wallapop').feed?.label).toBe('XML de Wallapop');
    expect(channel('motoreto').feed?.label).toBe('XML de Motoreto');
    expect(channel('oferta-de-coches').feed?.label).toBe('XML de Oferta de coches');
    for (const id of ['gomotor', 'grupoliva', 'cnet']) expect(channel(id).feed).toBeUndefined();
  });

  it.each([
    ['wallapop', '/publishing/api/v1/wallapop/vehicles/update-xml-files'],
    ['motoreto', '/publishing/api/v1/motoreto/vehicles/create-xml'],
    ['oferta-de-coches', '/publishing/api/v1/oferta-de-coches/vehicles/create-xml'],
  ])('%s regenerates with GET %s', async (id, path) => {
    const answer = { message: 'ok', count: 1, files: [] };
    const { http, asked } = fakeHttp({ [path]: answer });
    expect(await channel(id).feed!.regenerate(http)).toEqual(answer);
    expect(asked).toEqual([path]);
  });

  it('Motoreto drops its whole collection: the count first, then only with confirm=true', async () => {
    const path = '/publishing/api/v1/motoreto/vehicles/drop-collection';
    const { http, asked } = fakeHttp({
      [path]: { message: 'Se eliminarán 12 vehículos de Motoreto', count: 12, confirmed: false },
      [`${path}?confirm=true`]: { message: 'Motoreto: 12 vehículos eliminados', count: 12 },
    });
    const drop = channel('motoreto').feed!.drop!;
    expect(await drop.targets(http)).toEqual([{ id: 'motoreto', label: 'Motoreto', count: 12 }]);
    expect(asked).toEqual([path]);
    expect((await drop.run(http, 'motoreto')).count).toBe(12);
    expect(asked).toEqual([path, `${path}?confirm=true`]);
  });

  it('Wallapop drops per account, the accounts being its last files’ scopes', async () => {
    const file = (id: string, label: string): FeedInfo => ({
      channel: 'wallapop',
      file: `wallapop-${id}.xml`,
      format: 'xml',
      generatedAt: '2026-11-23T10:22:00.000Z',
      count: 3,
      bytes: 100,
      path: `/feeds/wallapop/wallapop-${id}.xml`,
      scope: { id, label },
    });
    const { http, asked } = fakeHttp({
      '/feeds?channel=wallapop': [file('wlp-general', 'General'), file('wlp girona', 'Girona')],
      '/wallapop/wlp-general/drop': { count: 5 },
      '/wallapop/wlp%20girona/drop': { count: 0 },
      '/wallapop/wlp%20girona/drop?confirm=true': { message: 'ok', count: 0 },
    });
    const drop = channel('wallapop').feed!.drop!;
    expect(await drop.targets(http)).toEqual([
      { id: 'wlp-general', label: 'General', count: 5 },
      { id: 'wlp girona', label: 'Girona', count: 0 },
    ]);
    await drop.run(http, 'wlp girona');
    expect(asked.at(-1)).toBe('/wallapop/wlp%20girona/drop?confirm=true');
  });

  it('Oferta de coches has no drop call', () => {
    expect(channel('oferta-de-coches').feed!.drop).toBeUndefined();
  });
});

describe('the menu’s words for a file', () => {
  it('says how many vehicles, its size and when it was generated', () => {
    const info: FeedInfo = {
      channel: 'motoreto',
      file: 'motoreto.xml',
      format: 'xml',
      generatedAt: '2026-11-23T09:22:00.000Z',
      count: 1234,
      bytes: 1536,
      path: '/feeds/motoreto/motoreto.xml',
    };
    expect(feedFileSummary(info, new Date('2026-11-23T09:27:00.000Z'))).toBe(
      '1.234 vehículos · 1,5 KB · generado el 23/11/2026 10:22 (hace 5 minutos)',
    );
  });
});
