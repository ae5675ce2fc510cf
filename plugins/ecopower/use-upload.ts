import { useReducer, useRef } from 'react';
import { usePluginServices } from '../services';
import { compressImage } from '@web-ed/ui/compress-image';
import {
  canPick,
  canRetry,
  checkFileType,
  failureOf,
  initialUploadState,
  isWithinSizeLimit,
  uploadReducer,
  type UploadType,
} from './upload-rules';

/**
 * The fun activity's upload: checks the file, compresses pictures, sends it through the host's
 * upload service and keeps the chances. The last prepared file is kept so Retry sends it again
 * without asking the student to pick it once more.
 */
export function useUpload(
  questionId: string,
  accepted: readonly UploadType[],
  /** Chances the server still counts (a reopened activity); default all of them. */
  chancesLeft: number = initialUploadState.chancesLeft,
) {
  const services = usePluginServices();
  const [state, dispatch] = useReducer(uploadReducer, {
    ...initialUploadState,
    chancesLeft: Math.max(0, Math.min(initialUploadState.chancesLeft, chancesLeft)),
  });
  const prepared = useRef<{ blob: Blob; fileName: string } | null>(null);

  const send = async () => {
    const file = prepared.current;
    if (!file) return;
    dispatch({ type: 'send' });
    try {
      const result = await services.upload(file.blob, file.fileName, questionId);
      dispatch({ type: 'succeed', chancesLeft: result.chancesLeft });
    } catch (error) {
      dispatch({ type: 'fail', reason: failureOf(error, navigator.onLine) });
    }
  };

  const pick = async (file: File) => {
    if (!canPick(state)) return;
    const fileName = file.name;
    const type = checkFileType(fileName, file.type, accepted);
    if (!type.ok) return dispatch({ type: 'refuse', reason: 'unsupported-type', fileName });
    // Pictures are judged by their size after compression, so any phone photo can be handed in.
    if (!type.isImage && !isWithinSizeLimit(file.size))
      return dispatch({ type: 'refuse', reason: 'too-large', fileName });
    dispatch({ type: 'prepare', fileName });
    let blob: Blob = file;
    if (type.isImage) {
      try {
        blob = await compressImage(file);
      } catch {
        return dispatch({ type: 'refuse', reason: 'unreadable', fileName });
      }
      if (!isWithinSizeLimit(blob.size))
        return dispatch({ type: 'refuse', reason: 'too-large', fileName });
    }
    prepared.current = { blob, fileName };
    await send();
  };

  const retry = () => {
    if (canRetry(state)) void send();
  };

  return { state, pick, retry };
}

export type Upload = ReturnType<typeof useUpload>;
