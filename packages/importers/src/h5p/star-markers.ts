/**
 * H5P's `*…*` markers (H5P.Blanks, H5P.DragText): text between two asterisks marks a place in the
 * text. Read as H5P reads them: the next asterisk closes a marker, and `**` marks nothing. Each
 * marker is replaced by a mark (see marked-text) so that the text is converted whole; what the
 * markers say is added to `markers`, numbered on from what it already holds.
 */
import { mark, unmarked } from '../marked-text';

export const starMarkers = (text: string, markers: string[]): string =>
  unmarked(text).replace(/\*([^*]+)\*/g, (_, inner: string) => mark(markers.push(inner) - 1));
