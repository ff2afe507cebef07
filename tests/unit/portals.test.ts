// Which sync records saved a portal (the portal page shows its own last sync).
import { describe, expect, it } from 'vitest';
import { isSyncOfPortal } from '../../src/domain/portals';

describe('isSyncOfPortal', () => {
  it("is a save of that portal (POST /quiter?portalId's details.portalId)", () => {
    expect(isSyncOfPortal({ details: { portalId: 'U97' } }, 'U97')).toBe(true);
    expect(isSyncOfPortal({ details: { portalId: 'U94' } }, 'U97')).toBe(false);
  });

  it('is a save of all portals that this portal answered (details.portals)', () => {
    const all = { details: { portals: { U97: 12, U94: 3 }, failed: ['U341'] } };
    expect(isSyncOfPortal(all, 'U97')).toBe(true);
    expect(isSyncOfPortal(all, 'U341')).toBe(false);
    // Own keys only: a name of Object.prototype is no portal.
    expect(isSyncOfPortal(all, 'toString')).toBe(false);
  });

  it('is no sync of any portal without details (a channel sync, an old record)', () => {
    expect(isSyncOfPortal({}, 'U97')).toBe(false);
    expect(isSyncOfPortal({ details: 'U97' as unknown as Record<string, unknown> }, 'U97')).toBe(
      false,
    );
  });
});
