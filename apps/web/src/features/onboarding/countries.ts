/** The countries a student picks from (the rest: "other"), shared with the profile editor. */

export const COUNTRIES = ['ID', 'MY', 'TH', 'IN', 'SG', 'PH', 'VN', 'BN'] as const;
