/** The settings screens load as one chunk: they share most of their code. */
export { Settings } from './settings';
export { SettingsLanguage } from './settings-language';
