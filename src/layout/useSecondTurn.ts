// A long form drawn in two turns: what the screen shows first at once, the rest right after
// the first paint, in a transition (React draws it in slices, never holding back a click,
// typing or scrolling). The own-site vehicle form has some 150 inputs: drawn in one go, the
// page showed nothing until all of them were drawn.
import { startTransition, useEffect, useState } from 'react';

/** False on the first render; true once the rest may be drawn. */
export const useSecondTurn = (): boolean => {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
};
