// The two halves name and filter each channel's listings alike, from one definition in
// src/domain/channelListings.ts: the console resource is the server collection, and the
// stock vehicles the console counts as 'not imported' (nothing listed yet) are those the
// server channel takes.
import { describe, expect, it } from 'vitest';
import { channels } from '../../src/dataProvider/channels';
import { listingsResourceOf } from '../../src/domain/channelListings';
import { CHANNELS } from '../../server/channels';
import { listingCollection } from '../../server/channels/listingStore';
import { getGroupStock } from '../../server/stock/groupStock';

const stock = getGroupStock({});
const nothingListed = new Set<string>();

describe.each(CHANNELS.map((server) => [server.id, server] as const))('%s', (id, server) => {
  const consoleChannel = channels.find((c) => c.id === id)!;

  it('has a console module of the same id', () => {
    expect(consoleChannel).toBeDefined();
  });

  it('names its listings after its id on both sides', () => {
    expect(consoleChannel.listingsResource).toBe(listingsResourceOf(id));
    expect(listingCollection(id, 'idv' as never).name).toBe(consoleChannel.listingsResource);
  });

  it("takes on the server the vehicles the console counts as 'not imported'", () => {
    const taken = stock.filter((v) => server.listings!.eligible(v)).map((v) => v.idv);
    const counted = stock
      .filter((v) => consoleChannel.isNotImported(v, nothingListed))
      .map((v) => v.idv);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken).toEqual(counted);
  });
});

it('has as many console channels as server channels', () => {
  expect(channels.map((c) => c.id)).toEqual(CHANNELS.map((c) => c.id));
});
