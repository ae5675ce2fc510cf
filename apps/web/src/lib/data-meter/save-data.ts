/**
 * Save-data mode: recordings and videos are fetched when the student plays them, and pictures
 * come smaller. The student's choice on this device wins; without one, it follows the browser's
 * Save-Data preference (Network Information API's `saveData`, Chrome's Lite mode and data saver).
 */
import { markSaveData } from '../page-cookies';

export const SAVE_DATA_KEY = 'web_ed_save_data';

/** Whether the browser asks pages to save data. */
export const browserSavesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The student's own choice, or null when they left it to the browser. */
export function saveDataChoice(): boolean | null {
  const stored = localStorage.getItem(SAVE_DATA_KEY);
  return stored === null ? null : stored === '1';
}

export const saveDataOn = () => saveDataChoice() ?? browserSavesData();

export function setSaveData(on: boolean): void {
  localStorage.setItem(SAVE_DATA_KEY, on ? '1' : '0');
  markSaveData(on);
}
