// src/layout/motion.ts: whoever asked for less motion gets the console without animations.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { stillOptions } from '../../src/layout/motion';
import { themeOptions } from '../../src/layout/theme';

describe('the theme without motion', () => {
  const still = createTheme(stillOptions(themeOptions));
  const moving = createTheme(themeOptions);

  it('has no transitions and no ripple', () => {
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    for (const name of ['MuiPopover', 'MuiMenu', 'MuiDialog', 'MuiSnackbar'] as const) {
      expect(still.components?.[name]?.defaultProps?.transitionDuration, name).toBe(0);
    }
    expect(still.components?.MuiCollapse?.defaultProps?.timeout).toBe(0);
  });

  it('keeps everything else of the console theme', () => {
    expect(still.palette.primary.main).toBe(moving.palette.primary.main);
    expect(still.components?.RaLayout).toEqual(moving.components?.RaLayout);
    expect(moving.transitions.create('opacity')).not.toBe('none');
  });
});
