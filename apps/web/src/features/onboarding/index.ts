/** Onboarding's public surface: the countries a profile can name. */
export { COUNTRIES } from './countries';
