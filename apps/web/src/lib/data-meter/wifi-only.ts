/** The student's "download courses on Wi-Fi only" setting, kept on this device. */
import { currentConnection } from './data-meter';

const KEY = 'web_ed_packs_wifi_only';

export const packsOnWifiOnly = () => localStorage.getItem(KEY) === '1';

export function setPacksOnWifiOnly(on: boolean): void {
  if (on) localStorage.setItem(KEY, '1');
  else localStorage.removeItem(KEY);
}

/** A pack download must wait: the setting is on and the browser says this is mobile data. */
export const packWaitsForWifi = () => packsOnWifiOnly() && currentConnection() === 'mobile';
