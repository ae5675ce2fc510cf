import { Fragment, useId } from 'react';
import { RichText } from '@web-ed/ui';
import type { ReadingContent } from '@web-ed/schemas';
import { usePluginServices } from '../services';

type Passage = ReadingContent['passage'];
type PassageImage = NonNullable<Passage['images']>[number];

function Figure({ image }: { image: PassageImage }) {
  const { assetUrl } = usePluginServices();
  return (
    <figure className="reading-passage__figure">
      <img src={assetUrl(image.path)} alt={image.alt} loading="lazy" decoding="async" />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

/** The passage as an article: title, paragraphs (with LaTeX), images where the author put them. */
export function PassageText({ passage }: { passage: Passage }) {
  const titleId = useId();
  const images = passage.images ?? [];
  const imagesAfter = (n: number) =>
    images
      .filter((img) => (img.after_paragraph ?? 0) === n)
      .map((img, i) => <Figure key={`${n}-${i}`} image={img} />);
  return (
    <article className="reading-passage" aria-labelledby={titleId}>
      <h3 className="reading-passage__title" id={titleId}>
        {passage.title}
      </h3>
      {imagesAfter(0)}
      {passage.paragraphs.map((text, i) => (
        <Fragment key={i}>
          <p className="reading-passage__paragraph">
            <RichText text={text} />
          </p>
          {imagesAfter(i + 1)}
        </Fragment>
      ))}
      {passage.source && <p className="reading-passage__source">{passage.source}</p>}
    </article>
  );
}
