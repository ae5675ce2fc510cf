import type { Ref } from 'react';
import { RichText } from '@web-ed/ui';
import type { OrderingItem } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import type { OrderingStrings } from './strings';
import type { Direction } from './use-order';

interface OrderRowProps {
  item: OrderingItem;
  /** Its place in the student's order, from 0. */
  position: number;
  count: number;
  /** Whether it is in its right place once judged; null while the order is open. */
  inPlace: boolean | null;
  strings: OrderingStrings;
  buttonRef: (direction: Direction) => Ref<HTMLButtonElement>;
  onMove: (direction: Direction) => void;
}

const ARROW: Record<Direction, string> = {
  up: 'M12 4 4.5 11.5h5V20h5v-8.5h5z',
  down: 'M12 20l7.5-7.5h-5V4h-5v8.5h-5z',
};

/** One item of the student's order: its number, text and image, and its two arrows (or its mark). */
export function OrderRow({
  item,
  position,
  count,
  inPlace,
  strings,
  buttonRef,
  onMove,
}: OrderRowProps) {
  const { assetUrl } = usePluginServices();
  const text = item.text.trim();
  const classes = ['ordering__item'];
  if (inPlace !== null) classes.push(inPlace ? 'ordering__item--right' : 'ordering__item--wrong');
  const arrow = (direction: Direction, label: string, disabled: boolean) => (
    <button
      ref={buttonRef(direction)}
      type="button"
      className="ordering__move"
      aria-label={label}
      disabled={disabled}
      onClick={() => onMove(direction)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ARROW[direction]} />
      </svg>
    </button>
  );
  return (
    <li className={classes.join(' ')}>
      {/* The list tells screen readers the place ("2 of 4"); the number is for the eye. */}
      <span className="ordering__number" aria-hidden="true">
        {position + 1}
      </span>
      <div className="ordering__body">
        {item.image && (
          <img
            className="ordering__image"
            src={assetUrl(item.image)}
            alt={item.image_alt ?? ''}
            decoding="async"
          />
        )}
        <RichText text={item.text} className="ordering__text" />
        {inPlace !== null && (
          <span className="ordering__mark">
            <span aria-hidden="true">{inPlace ? '✓' : '✗'} </span>
            {inPlace ? strings.inPlace : strings.outOfPlace}
          </span>
        )}
      </div>
      {inPlace === null && (
        <div className="ordering__moves">
          {arrow('up', strings.moveUp(text), position === 0)}
          {arrow('down', strings.moveDown(text), position === count - 1)}
        </div>
      )}
    </li>
  );
}
