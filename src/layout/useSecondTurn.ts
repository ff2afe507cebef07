// What a screen shows first is drawn at once; the rest right after the first paint, in a
// transition (React draws it in slices, never holding back a click, typing or scrolling).
// - The own-site vehicle form has some 150 inputs: drawn in one go, the page showed nothing
//   until all of them were drawn (VehicleFormSections).
// - The console's frame: its first render drew the menu's entries, the bell and the user menu
//   before any page's data could be painted (a typed address, the sign-in); they follow the
//   page's first frame instead (Layout, AppBar).
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** False on the first render; true once the rest may be drawn. */
export const useSecondTurn = (): boolean => {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
};

/** Its children, drawn in the second turn (nothing before). */
export const SecondTurn = ({ children }: { children: ReactNode }) =>
  useSecondTurn() ? children : null;
