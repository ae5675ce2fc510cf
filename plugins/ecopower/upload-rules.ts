/**
 * The fun activity upload's rules, pure: which files are allowed (extension AND the type the
 * browser reports), the 5 MB limit, and the chances state machine (2 chances, "1 left", then
 * exhausted). Only a successful upload uses a chance: a refused file or a failed connection is
 * not the student's hand-in.
 */
import { UPLOAD_CHANCES, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@web-ed/engine';
import { ServiceUnavailableError } from '../services';

export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Types a browser may report for each extension (older Office files have a few aliases). */
const MIME_TYPES: Record<UploadType, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
};

const IMAGE_TYPES: ReadonlySet<UploadType> = new Set(['png', 'jpg', 'jpeg']);

/** How the types read to a student: file formats they know by name. */
const TYPE_NAMES: Record<UploadType, string> = {
  png: 'PNG',
  jpg: 'JPG',
  jpeg: 'JPG',
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
};

/**
 * A browser that does not know a type reports "" (Office files on a computer without Office) or
 * a generic binary type. Documents are then judged by extension (the server sniffs the content
 * anyway); images never: every browser knows PNG and JPEG, and they must decode for compression.
 */
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);

function isUploadType(ext: string): ext is UploadType {
  return (UPLOAD_TYPES as readonly string[]).includes(ext);
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type TypeCheck = { ok: true; type: UploadType; isImage: boolean } | { ok: false };

export function checkFileType(
  fileName: string,
  mime: string,
  accepted: readonly UploadType[],
): TypeCheck {
  const ext = extensionOf(fileName);
  if (!isUploadType(ext) || !accepted.includes(ext)) return { ok: false };
  const isImage = IMAGE_TYPES.has(ext);
  const reported = mime.toLowerCase();
  const known = MIME_TYPES[ext].includes(reported);
  if (!known && !(UNKNOWN_MIME.has(reported) && !isImage)) return { ok: false };
  return { ok: true, type: ext, isImage };
}

export function isWithinSizeLimit(bytes: number): boolean {
  return bytes <= UPLOAD_MAX_BYTES;
}

/** The file picker's `accept`: extensions and types, so phones offer the right apps. */
export function acceptAttribute(accepted: readonly UploadType[]): string {
  const parts = accepted.flatMap((t) => [`.${t}`, ...MIME_TYPES[t]]);
  return [...new Set(parts)].join(',');
}

export function typeNames(accepted: readonly UploadType[]): string[] {
  return [...new Set(accepted.map((t) => TYPE_NAMES[t]))];
}

// The chances state machine.

export type UploadRefusal = 'unsupported-type' | 'too-large' | 'unreadable';
export type UploadFailure = 'offline' | 'server' | 'unavailable';

export type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'refused'; reason: UploadRefusal }
  | { kind: 'preparing' }
  | { kind: 'uploading' }
  | { kind: 'uploaded' }
  | { kind: 'failed'; reason: UploadFailure };

export interface UploadState {
  chancesLeft: number;
  /** At least one upload succeeded: the deck's answer says so. */
  handedIn: boolean;
  /** The file the status is about. */
  fileName: string | null;
  status: UploadStatus;
}

export type UploadAction =
  | { type: 'refuse'; reason: UploadRefusal; fileName: string }
  | { type: 'prepare'; fileName: string }
  | { type: 'send' }
  | { type: 'succeed'; chancesLeft?: number }
  | { type: 'fail'; reason: UploadFailure };

export const initialUploadState: UploadState = {
  chancesLeft: UPLOAD_CHANCES,
  handedIn: false,
  fileName: null,
  status: { kind: 'idle' },
};

export type ChancesPhase = 'open' | 'last' | 'exhausted';

export function chancesPhase(chancesLeft: number): ChancesPhase {
  if (chancesLeft <= 0) return 'exhausted';
  return chancesLeft === 1 ? 'last' : 'open';
}

export function isBusy(state: UploadState): boolean {
  return state.status.kind === 'preparing' || state.status.kind === 'uploading';
}

/** A new file may be picked: a chance is left and nothing is on its way. */
export function canPick(state: UploadState): boolean {
  return state.chancesLeft > 0 && !isBusy(state);
}

export function canRetry(state: UploadState): boolean {
  return (
    state.status.kind === 'failed' && state.status.reason !== 'unavailable' && state.chancesLeft > 0
  );
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  const status = state.status.kind;
  switch (action.type) {
    case 'refuse':
      // A file can be refused when picked, or after compression shows it cannot be read.
      if (!canPick(state) && status !== 'preparing') return state;
      return {
        ...state,
        fileName: action.fileName,
        status: { kind: 'refused', reason: action.reason },
      };
    case 'prepare':
      if (!canPick(state)) return state;
      return { ...state, fileName: action.fileName, status: { kind: 'preparing' } };
    case 'send':
      if (status !== 'preparing' && !canRetry(state)) return state;
      return { ...state, status: { kind: 'uploading' } };
    case 'succeed': {
      if (status !== 'uploading') return state;
      // The server counts chances too; the stricter count wins.
      const local = state.chancesLeft - 1;
      const chancesLeft = Math.max(0, Math.min(local, action.chancesLeft ?? local));
      return { ...state, chancesLeft, handedIn: true, status: { kind: 'uploaded' } };
    }
    case 'fail':
      if (status !== 'uploading') return state;
      return { ...state, status: { kind: 'failed', reason: action.reason } };
  }
}

/**
 * Why an upload failed, as the student is told. A device that says it is offline is offline,
 * whatever the error; a host without an upload service says so with ServiceUnavailableError.
 */
export function failureOf(error: unknown, online: boolean): UploadFailure {
  if (!online) return 'offline';
  if (error instanceof ServiceUnavailableError) {
    if (error.reason === 'offline') return 'offline';
    if (error.reason === 'unsupported') return 'unavailable';
  }
  return 'server';
}
