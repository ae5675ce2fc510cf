/** A failed voting call as an error snackbar (the server's voting codes first). */
import { snackbars } from '../../lib/store';
import { votingErrorKey } from './voting-data';

export const showError = (err: unknown) =>
  snackbars.show({ message: votingErrorKey(err) ?? 'errors:generic', type: 'error' });
