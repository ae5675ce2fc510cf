/** The flag whose being on replaces every page of the app with the maintenance screen. */
export const MAINTENANCE_FLAG = 'maintenance';
