/** A failed community call as an error snackbar (the server's community codes first). */
import { communityErrorKey } from './community-data';
import { snackbars } from '../../lib/store';

export const showError = (err: unknown) =>
  snackbars.show({ message: communityErrorKey(err) ?? 'errors:generic', type: 'error' });
