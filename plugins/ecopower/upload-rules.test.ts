import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@web-ed/engine';
import { ServiceUnavailableError } from '../services';
import {
  acceptAttribute,
  canPick,
  canRetry,
  chancesPhase,
  checkFileType,
  extensionOf,
  failureOf,
  initialUploadState,
  isWithinSizeLimit,
  typeNames,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-rules';

const all = [...UPLOAD_TYPES];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('extensionOf', () => {
  it('takes the last extension, lower-cased', () => {
    expect(extensionOf('My Budget.PNG')).toBe('png');
    expect(extensionOf('report.final.docx')).toBe('docx');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.png')).toBe('');
  });
});

describe('checkFileType', () => {
  it('accepts every allowed type with the type the browser reports for it', () => {
    expect(checkFileType('budget.png', 'image/png', all)).toEqual({
      ok: true,
      type: 'png',
      isImage: true,
    });
    expect(checkFileType('photo.JPG', 'image/jpeg', all)).toEqual({
      ok: true,
      type: 'jpg',
      isImage: true,
    });
    expect(checkFileType('photo.jpeg', 'image/jpeg', all)).toMatchObject({
      ok: true,
      isImage: true,
    });
    expect(checkFileType('plan.docx', DOCX, all)).toEqual({
      ok: true,
      type: 'docx',
      isImage: false,
    });
    expect(checkFileType('plan.pdf', 'application/pdf', all)).toMatchObject({ ok: true });
    expect(checkFileType('data.xls', 'application/vnd.ms-excel', all)).toMatchObject({ ok: true });
    expect(checkFileType('slides.ppt', 'application/vnd.ms-powerpoint', all)).toMatchObject({
      ok: true,
    });
  });

  it('refuses extensions outside the list', () => {
    expect(checkFileType('clip.mp4', 'video/mp4', all)).toEqual({ ok: false });
    expect(checkFileType('anim.gif', 'image/gif', all)).toEqual({ ok: false });
    expect(checkFileType('notes.txt', 'text/plain', all)).toEqual({ ok: false });
    expect(checkFileType('no-extension', 'image/png', all)).toEqual({ ok: false });
  });

  it('refuses an allowed extension whose reported type says otherwise', () => {
    expect(checkFileType('virus.pdf', 'application/x-msdownload', all)).toEqual({ ok: false });
    expect(checkFileType('photo.png', 'image/gif', all)).toEqual({ ok: false });
    expect(checkFileType('photo.png', 'image/jpeg', all)).toEqual({ ok: false });
  });

  it('takes a document by its extension when the browser does not know its type, never an image', () => {
    expect(checkFileType('plan.docx', '', all)).toMatchObject({ ok: true, type: 'docx' });
    expect(checkFileType('plan.xlsx', 'application/octet-stream', all)).toMatchObject({ ok: true });
    expect(checkFileType('photo.png', '', all)).toEqual({ ok: false });
  });

  it('only accepts what the activity accepts', () => {
    expect(checkFileType('plan.pdf', 'application/pdf', ['png', 'jpg'])).toEqual({ ok: false });
    expect(checkFileType('photo.jpg', 'image/jpeg', ['png', 'jpg'])).toMatchObject({ ok: true });
  });
});

describe('isWithinSizeLimit', () => {
  it('allows up to 5 MB inclusive', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(isWithinSizeLimit(UPLOAD_MAX_BYTES)).toBe(true);
    expect(isWithinSizeLimit(UPLOAD_MAX_BYTES + 1)).toBe(false);
    expect(isWithinSizeLimit(0)).toBe(true);
  });
});

describe('acceptAttribute and typeNames', () => {
  it('lists extensions and types for the file picker', () => {
    expect(acceptAttribute(['png', 'jpg', 'jpeg'])).toBe(
      '.png,image/png,.jpg,image/jpeg,image/pjpeg,.jpeg',
    );
  });

  it('names formats as students know them, once each', () => {
    expect(typeNames(all)).toEqual(['PNG', 'JPG', 'Word', 'Excel', 'PDF', 'PowerPoint']);
  });
});

describe('chancesPhase', () => {
  it('is open with 2 chances, last with 1, exhausted with none', () => {
    expect(chancesPhase(2)).toBe('open');
    expect(chancesPhase(1)).toBe('last');
    expect(chancesPhase(0)).toBe('exhausted');
  });
});

const apply = (actions: UploadAction[], from: UploadState = initialUploadState) =>
  actions.reduce(uploadReducer, from);
const upload = (chancesLeft?: number): UploadAction[] => [
  { type: 'prepare', fileName: 'budget.png' },
  { type: 'send' },
  chancesLeft === undefined ? { type: 'succeed' } : { type: 'succeed', chancesLeft },
];

describe('uploadReducer', () => {
  it('starts with 2 chances and nothing handed in', () => {
    expect(initialUploadState).toMatchObject({
      chancesLeft: 2,
      handedIn: false,
      status: { kind: 'idle' },
    });
  });

  it('goes 2 chances, 1 left, then exhausted, one per successful upload', () => {
    const once = apply(upload());
    expect(once).toMatchObject({
      chancesLeft: 1,
      handedIn: true,
      fileName: 'budget.png',
      status: { kind: 'uploaded' },
    });
    expect(chancesPhase(once.chancesLeft)).toBe('last');
    const twice = apply(upload(), once);
    expect(twice.chancesLeft).toBe(0);
    expect(chancesPhase(twice.chancesLeft)).toBe('exhausted');
    expect(canPick(twice)).toBe(false);
  });

  it('refuses a third upload once the chances are exhausted', () => {
    const exhausted = apply([...upload(), ...upload()]);
    expect(apply([{ type: 'prepare', fileName: 'x.png' }], exhausted)).toBe(exhausted);
    expect(apply([{ type: 'refuse', reason: 'too-large', fileName: 'x.png' }], exhausted)).toBe(
      exhausted,
    );
  });

  it('does not use a chance for a refused file', () => {
    const refused = apply([{ type: 'refuse', reason: 'unsupported-type', fileName: 'clip.mp4' }]);
    expect(refused).toMatchObject({
      chancesLeft: 2,
      fileName: 'clip.mp4',
      status: { kind: 'refused', reason: 'unsupported-type' },
    });
    expect(canPick(refused)).toBe(true);
  });

  it('can refuse a picture that turns out unreadable while it is being prepared', () => {
    const s = apply([
      { type: 'prepare', fileName: 'broken.png' },
      { type: 'refuse', reason: 'unreadable', fileName: 'broken.png' },
    ]);
    expect(s.status).toEqual({ kind: 'refused', reason: 'unreadable' });
  });

  it('does not use a chance for a failed upload, and offers a retry for offline and server failures', () => {
    const offline = apply([
      { type: 'prepare', fileName: 'a.png' },
      { type: 'send' },
      { type: 'fail', reason: 'offline' },
    ]);
    expect(offline).toMatchObject({
      chancesLeft: 2,
      handedIn: false,
      status: { kind: 'failed', reason: 'offline' },
    });
    expect(canRetry(offline)).toBe(true);
    const retried = apply([{ type: 'send' }, { type: 'succeed' }], offline);
    expect(retried).toMatchObject({ chancesLeft: 1, handedIn: true });
    const server = apply([
      { type: 'prepare', fileName: 'a.png' },
      { type: 'send' },
      { type: 'fail', reason: 'server' },
    ]);
    expect(canRetry(server)).toBe(true);
  });

  it('offers no retry where the host has no upload service', () => {
    const s = apply([
      { type: 'prepare', fileName: 'a.png' },
      { type: 'send' },
      { type: 'fail', reason: 'unavailable' },
    ]);
    expect(canRetry(s)).toBe(false);
    expect(apply([{ type: 'send' }], s)).toBe(s);
    expect(canPick(s)).toBe(true);
  });

  it('takes the server count of chances when it is stricter', () => {
    expect(apply(upload(0)).chancesLeft).toBe(0);
    expect(apply(upload(5)).chancesLeft).toBe(1);
    expect(apply(upload(-3)).chancesLeft).toBe(0);
  });

  it('ignores actions out of order', () => {
    expect(apply([{ type: 'succeed' }])).toBe(initialUploadState);
    expect(apply([{ type: 'fail', reason: 'server' }])).toBe(initialUploadState);
    expect(apply([{ type: 'send' }])).toBe(initialUploadState);
    const busy = apply([{ type: 'prepare', fileName: 'a.png' }, { type: 'send' }]);
    expect(canPick(busy)).toBe(false);
    expect(apply([{ type: 'prepare', fileName: 'b.png' }], busy)).toBe(busy);
  });
});

describe('failureOf', () => {
  it('says offline whenever the device is offline', () => {
    expect(failureOf(new TypeError('Failed to fetch'), false)).toBe('offline');
    expect(failureOf(new ServiceUnavailableError('unsupported'), false)).toBe('offline');
  });

  it('reads the reason of a ServiceUnavailableError', () => {
    expect(failureOf(new ServiceUnavailableError('offline'), true)).toBe('offline');
    expect(failureOf(new ServiceUnavailableError('unsupported'), true)).toBe('unavailable');
    expect(failureOf(new ServiceUnavailableError('server'), true)).toBe('server');
  });

  it('calls anything else a server failure', () => {
    expect(failureOf(new Error('HTTP 500'), true)).toBe('server');
    expect(failureOf('nope', true)).toBe('server');
  });
});
