// Countdown values update every second. Every countdown on screen (the cards, the badge preview)
// reads ONE shared clock: a single timer, running while something shows a countdown, that fires
// just after each whole second so all of them turn together.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

const schedule = () => {
  // A few ms past the whole second, so the floor of the remaining seconds has moved on.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
};

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

export const subscribeToSeconds = (listener: Listener): (() => void) => {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
};

export const currentSecond = (): number => now;

/** The time now (ms), re-rendering the caller every second. */
export const useNow = (): number => useSyncExternalStore(subscribeToSeconds, currentSecond);
