/** The tab's back-route history (section 2), kept in sessionStorage; see lib/shell/back-history. */
import { BackHistory } from '../lib/shell';

export const backHistory = new BackHistory(sessionStorage);
