/** The tab's back-route history (section 2), kept in sessionStorage; see shell/back-history. */
import { BackHistory } from '../shell';

export const backHistory = new BackHistory(sessionStorage);
