/** Sharing chapters phone to phone: what the rest of the app uses (the screen is its route). */
export { rememberPackKey } from './pack-key';
