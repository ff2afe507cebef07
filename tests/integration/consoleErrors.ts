// react-admin logs every failed data-provider call with console.error in development
// (ra-core useDataProvider). Tests of expected failures silence exactly those logs and
// fail on anything else.
import { vi } from 'vitest';
import { HttpError } from 'react-admin';

export const silenceDataProviderErrors = () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  /** Restores console.error and returns how many HttpErrors were logged. */
  return (): number => {
    const calls = [...spy.mock.calls];
    spy.mockRestore();
    const unexpected = calls.filter((args) => !(args[0] instanceof HttpError));
    if (unexpected.length)
      throw new Error(`console.error inesperado: ${unexpected[0].map(String).join(' ')}`);
    return calls.length;
  };
};
