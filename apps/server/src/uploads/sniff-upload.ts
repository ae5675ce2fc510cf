/**
 * What a fun activity upload really is, from its bytes (file-type), never from its name or the
 * declared type: one of UPLOAD_TYPES or refused. Old Office files (doc, xls, ppt) all sniff as a
 * Compound File (cfb), which cannot tell them apart: the name's extension picks among those three
 * only. The stored extension is always the sniffed one.
 */
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES } from '@web-ed/engine';

export type UploadExt = (typeof UPLOAD_TYPES)[number];

export type Sniffed =
  { ok: true; ext: UploadExt; mime: string } | { ok: false; reason: 'empty' | 'type' };

const BY_SNIFF: Record<string, { ext: UploadExt; mime: string }> = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};

const CFB: Record<string, { ext: UploadExt; mime: string }> = {
  doc: { ext: 'doc', mime: 'application/msword' },
  xls: { ext: 'xls', mime: 'application/vnd.ms-excel' },
  ppt: { ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The sniffed type, if it is one the activity accepts. */
export async function sniffUpload(
  bytes: Uint8Array,
  fileName: string,
  accepted: readonly string[] = UPLOAD_TYPES,
): Promise<Sniffed> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return { ok: false, reason: 'type' };
  const found = type.ext === 'cfb' ? CFB[extensionOf(fileName)] : BY_SNIFF[type.ext];
  if (!found) return { ok: false, reason: 'type' };
  // jpeg and jpg are one type: an activity accepting either accepts a JPEG.
  const acceptedHere =
    accepted.includes(found.ext) || (found.ext === 'jpg' && accepted.includes('jpeg'));
  return acceptedHere ? { ok: true, ...found } : { ok: false, reason: 'type' };
}
