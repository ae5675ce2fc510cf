/**
 * Pictures shrunk on the device before upload (section 5: at most 1 MB and 1024 px), saving
 * students' data: one compressor (browser-image-compression) for the app's and the plugins'
 * uploads. The server checks the bytes again. Imported through its own path
 * (`@web-ed/ui/compress-image`) so that only the screens that upload load the library.
 */
import imageCompression from 'browser-image-compression';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '@web-ed/engine';

export function compressImage(file: File): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: IMAGE_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: IMAGE_MAX_DIMENSION,
    // Its web worker loads the library again from a CDN: not offline-safe, and blocked by our CSP.
    useWebWorker: false,
  });
}
