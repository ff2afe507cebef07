// What a failed campaign call says to the user: the server's Spanish message (http.ts put it in the
// HttpError), else our generic one. Campaign errors are shown, not only logged.
import { errorMessageOf } from '../../dataProvider/http';

export const failureMessage = (failure: unknown): string =>
  failure instanceof Error && failure.message ? failure.message : errorMessageOf(failure);
