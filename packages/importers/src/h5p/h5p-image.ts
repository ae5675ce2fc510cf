/**
 * The media field H5P question types share (`media.type`: an H5P.Image, H5P.Video or H5P.Audio
 * sub-content) as a question's image, or reported where the minigame shows none. Media paths are
 * relative to the package's content/ folder.
 */
import { htmlText } from '../html-text';
import type { H5pContext } from './context';
import { at, field, machineName, str, type Pointer } from './params';

export function h5pImage(
  media: unknown,
  pointer: Pointer,
  ctx: H5pContext,
): { image?: string; image_alt?: string } {
  const type = field(media, 'type');
  const library = machineName(str(field(type, 'library')));
  if (!library) return {};
  if (library !== 'H5P.Image') {
    ctx.report.push({
      path: at([...pointer, 'type', 'library']),
      level: 'warning',
      message: `${library} media is left out: only images are kept with a question.`,
    });
    return {};
  }
  const params = field(type, 'params');
  // The editor marks files it has not saved yet with #tmp.
  const ref = str(field(field(params, 'file'), 'path')).replace(/#tmp$/, '');
  if (!ref) return {};
  const image = ctx.media.image('content', ref, at([...pointer, 'type', 'params', 'file', 'path']));
  if (!image) return {};
  const alt = htmlText(str(field(params, 'alt')));
  return alt ? { image, image_alt: alt } : { image };
}

/** The media of a content type whose minigame shows no picture: reported, never copied. */
export function mediaLeftOut(media: unknown, pointer: Pointer, ctx: H5pContext, minigame: string) {
  const library = machineName(str(field(field(media, 'type'), 'library')));
  if (library)
    ctx.report.push({
      path: at([...pointer, 'type', 'library']),
      level: 'warning',
      message: `${library} media is left out: the ${minigame} minigame shows no picture or video.`,
    });
}
