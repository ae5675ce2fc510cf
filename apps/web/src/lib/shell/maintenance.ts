/**
 * Maintenance mode (section 2): the server's `maintenance` flag replaces every page with the
 * maintenance screen, unless this device set the local flag `bypass_maintenance_mode` to true
 * (operators checking the site during the maintenance).
 */
import type { DataFlagsResponse } from '@web-ed/schemas/api';

export const MAINTENANCE_FLAG = 'maintenance';
export const BYPASS_MAINTENANCE_KEY = 'bypass_maintenance_mode';

/** The flags of /data/flags.json by name, as evaluated for this student or device. */
export type Flags = Readonly<DataFlagsResponse['flags']>;
export type FlagValue = NonNullable<Flags[string]>;

export interface Maintenance {
  /** An image URL from the flag's value, or null for the built-in picture. */
  image: string | null;
}

function bypassed(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(BYPASS_MAINTENANCE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The maintenance screen to show, or null when the app runs normally. */
export function maintenanceFrom(
  flags: Flags,
  storage: Pick<Storage, 'getItem'> | null,
): Maintenance | null {
  const flag = flags[MAINTENANCE_FLAG];
  if (!flag?.enabled || bypassed(storage)) return null;
  const image = flag.value?.['image'];
  return { image: typeof image === 'string' && image !== '' ? image : null };
}
