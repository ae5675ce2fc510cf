/** What every H5P content converter is given. */
import type { Lang } from '@web-ed/schemas';
import type { Converted } from '../converted';
import type { MediaCollector } from '../media';
import type { ImportReport } from '../report';
import type { Pointer } from './params';

export interface H5pContext {
  report: ImportReport;
  media: MediaCollector;
  /** The content's language as h5p.json gives it, when the player knows it. */
  language?: Lang;
  /** Converts a sub-content (a question of a set) by its library, e.g. "H5P.MultiChoice 1.16". */
  convert: (library: string, params: unknown, pointer: Pointer) => Converted[];
}

/** A content type's converter: its params (at `pointer` in content.json) to questions. */
export type ConvertParams = (params: unknown, pointer: Pointer, ctx: H5pContext) => Converted[];
