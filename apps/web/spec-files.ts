/**
 * The spec's file names (section 7, "Static": /service-worker.js, /firebase-messaging-sw.js and
 * /manifest.json registered) for the one service worker and the one web manifest the build makes
 * (vite-plugin-pwa: sw.js and manifest.webmanifest, which installed apps already know and keep
 * asking for). Copied byte for byte at the end of the build, so they are the same files wherever
 * dist/ is served from (this server or a CDN); nobody edits them, and the precompress step that
 * runs after gives them their .br and .gz. Why copies and why the full worker behind
 * /firebase-messaging-sw.js: docs/decisions.md, "The spec's file names".
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from '../../scripts/after-build';

/** The spec's name → the file of the build it is a copy of. */
export const SPEC_FILES: Readonly<Record<string, string>> = {
  'service-worker.js': 'sw.js',
  'firebase-messaging-sw.js': 'sw.js',
  'manifest.json': 'manifest.webmanifest',
};

export async function writeSpecFiles(outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const [name, source] of Object.entries(SPEC_FILES)) {
    await copyFile(join(outDir, source), join(outDir, name));
    written.push(name);
  }
  return written;
}

/** The Vite plugin: once vite-plugin-pwa has written sw.js, the copies under the spec's names. */
export function specFiles(): Plugin {
  return afterBuild('web-ed:spec-files', writeSpecFiles);
}
