import { describe, expect, it } from 'vitest';
import { BYPASS_MAINTENANCE_KEY, maintenanceFrom } from './maintenance';

const storage = (values: Record<string, string> = {}) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('maintenanceFrom', () => {
  it('shows the screen when the server flag is on, with its image', () => {
    const flags = { maintenance: { enabled: true, value: { image: '/assets/m.svg' } } };
    expect(maintenanceFrom(flags, storage())).toEqual({ image: '/assets/m.svg' });
    expect(maintenanceFrom({ maintenance: { enabled: true, value: null } }, storage())).toEqual({
      image: null,
    });
  });

  it('runs normally when the flag is off or missing', () => {
    expect(maintenanceFrom({}, storage())).toBeNull();
    expect(
      maintenanceFrom({ maintenance: { enabled: false, value: { image: 'x' } } }, storage()),
    ).toBeNull();
  });

  it('is bypassed only by the local flag set to exactly "true"', () => {
    const on = { maintenance: { enabled: true, value: null } };
    expect(maintenanceFrom(on, storage({ [BYPASS_MAINTENANCE_KEY]: 'true' }))).toBeNull();
    expect(maintenanceFrom(on, storage({ [BYPASS_MAINTENANCE_KEY]: '1' }))).not.toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(maintenanceFrom(on, throwing)).not.toBeNull();
  });
});
