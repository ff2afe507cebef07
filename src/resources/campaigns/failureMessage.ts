// What a failed campaign call says to the user: the server's Spanish message (http.ts put it
// in the HttpError), else our generic one. Spec 2 §8 only logs campaign errors; we show them.
import { errorMessageOf } from '../../dataProvider/http';

export const failureMessage = (failure: unknown): string =>
  failure instanceof Error && failure.message ? failure.message : errorMessageOf(failure);
