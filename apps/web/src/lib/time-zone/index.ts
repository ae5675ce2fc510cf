export { deviceTimeZone, zoneOffsets } from './device-time-zone';
