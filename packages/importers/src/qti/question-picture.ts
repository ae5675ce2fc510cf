/**
 * The item's picture for a minigame that shows one (MCQ): the first image of the item, copied from
 * the package; any further image is reported as left out.
 */
import { xmlPath, type XmlElement } from '../safe-xml';
import { note, type ItemParts } from './item-parts';
import { attr } from './qti-tree';

export function questionPicture(
  item: ItemParts,
  interaction: XmlElement,
): { image?: string; image_alt?: string } {
  if (item.found.images.length > 1) note(item, interaction, 'Only its first picture is kept.');
  const picture = item.found.images[0];
  const src = picture ? attr(picture, 'src') : undefined;
  if (!picture || !src) return {};
  const image = item.media.image(item.base, src, xmlPath(item.file, picture));
  const alt = image ? attr(picture, 'alt') : undefined;
  return image ? { image, ...(alt ? { image_alt: alt } : {}) } : {};
}

/** For a minigame that shows no picture: the item's pictures are reported as left out. */
export function picturesLeftOut(
  item: ItemParts,
  interaction: XmlElement,
  minigame: string,
  count = item.found.images.length,
): void {
  if (count > 0)
    note(
      item,
      interaction,
      `Its ${count === 1 ? 'picture is' : `${count} pictures are`} left out: the ${minigame} minigame shows none.`,
    );
}
