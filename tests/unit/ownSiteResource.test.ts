import { describe, expect, it } from 'vitest';
import { ownSiteResource } from '../../src/resources/ownSites';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG } from '../../src/domain/ownSites/sites';

describe('ownSiteResource', () => {
  it('builds each site once: App re-renders must not remount its pages', () => {
    const first = ownSiteResource(GOMOTOR_CONFIG);
    expect(ownSiteResource(GOMOTOR_CONFIG)).toBe(first);
    expect(ownSiteResource(GOMOTOR_CONFIG).list).toBe(first.list);
    expect(ownSiteResource(GRUPOLIVA_CONFIG).list).not.toBe(first.list);
  });
});
