// Less motion for whoever asked their system for it (an accessibility setting): menus, dialogs,
// notifications and folding sections appear and go at once, and buttons have no ripple. Nothing
// moves under the pointer while a person aims at it. Imports no react-admin: the sign-in page
// uses it too and stays a small download.
import type { ThemeOptions } from '@mui/material/styles';

/** The theme options without motion, everything else kept. */
export const stillOptions = <T extends ThemeOptions>(options: T): T => ({
  ...options,
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    ...options.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiDialog: { defaultProps: { transitionDuration: 0 } },
    MuiSnackbar: { defaultProps: { transitionDuration: 0 } },
    MuiCollapse: { defaultProps: { timeout: 0 } },
  },
});

/** Whether this browser's person asked for less motion. */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The options as this browser's person wants them: still if they asked for less motion. */
export const withMotionPreference = <T extends ThemeOptions>(options: T): T =>
  prefersReducedMotion() ? stillOptions(options) : options;
