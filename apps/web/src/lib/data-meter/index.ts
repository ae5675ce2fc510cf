/**
 * What web-ed costs in data: this week's use by connection, the Wi-Fi-only setting and
 * save-data mode.
 */
export { currentConnection, readUsage, startDataMeter } from './data-meter';
export { usageThisWeek, type ConnectionKind, type WeekUsage } from './data-usage';
export { packsOnWifiOnly, packWaitsForWifi, setPacksOnWifiOnly } from './wifi-only';
export { browserSavesData, saveDataOn, setSaveData } from './save-data';
