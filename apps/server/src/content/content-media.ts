/**
 * Where a course's media lives: `<content dir>/<course folder>/assets/…`, found by the course's
 * subject_id (read from the folder's documents), so clients address media by subject id and never
 * learn the server's folder layout.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/** Media types served from course folders; anything else is refused. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** subject_id → absolute path of that course's assets folder. */
export function courseAssetFolders(contentDir: string): Map<number, string> {
  const folders = new Map<number, string>();
  let entries: string[];
  try {
    entries = readdirSync(contentDir);
  } catch {
    return folders;
  }
  for (const folder of entries.sort()) {
    const dir = join(contentDir, folder);
    if (folder.startsWith('.') || !statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      try {
        const id = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { subject_id?: unknown })
          .subject_id;
        if (typeof id === 'number' && Number.isInteger(id) && !folders.has(id)) {
          folders.set(id, join(dir, 'assets'));
        }
      } catch {
        // A broken document is the seeder's to report; it has no media to serve.
      }
    }
  }
  return folders;
}

/**
 * The file for a media path inside an assets folder, or null when the path is not a plain
 * relative path to a served type (no `..`, no absolute path, no hidden file).
 */
export function mediaFile(
  assetsFolder: string,
  path: string,
): { file: string; type: string } | null {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/.test(path) || path.split('/').some((p) => p === '..'))
    return null;
  const type = MEDIA_TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return null;
  const file = normalize(join(assetsFolder, path));
  if (!file.startsWith(assetsFolder + sep)) return null;
  return { file, type };
}
