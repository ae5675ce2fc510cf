/** What web-ed costs in data: this week's use by connection, and the Wi-Fi-only setting. */
export { currentConnection, readUsage, startDataMeter } from './data-meter';
export { usageThisWeek, type ConnectionKind, type WeekUsage } from './data-usage';
export { packsOnWifiOnly, packWaitsForWifi, setPacksOnWifiOnly } from './wifi-only';
