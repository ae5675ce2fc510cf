import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Lang } from '@web-ed/schemas';
import type { VocabularyStrings } from './strings';
import type { Translation } from './use-translation';

interface TranslationPopoverProps {
  translation: Translation;
  anchor: HTMLElement;
  /** The positioned element the popover is placed in. */
  container: HTMLElement;
  target: Lang;
  strings: VocabularyStrings;
  onClose: () => void;
}

const GAP_PX = 6;
const MAX_WIDTH_PX = 288;

/**
 * A small bubble under the tapped word. It does not take focus (the student keeps reading or
 * answering); Escape, the close button or a tap elsewhere closes it. The view's live region
 * reads its text aloud.
 */
export function TranslationPopover({
  translation,
  anchor,
  container,
  target,
  strings,
  onClose,
}: TranslationPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);

  // Placed straight on the DOM before paint: a measured position is layout, not React state.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const box = container.getBoundingClientRect();
    const word = anchor.getBoundingClientRect();
    const width = Math.min(MAX_WIDTH_PX, box.width);
    const centred = word.left - box.left + word.width / 2 - width / 2;
    el.style.top = `${word.bottom - box.top + GAP_PX}px`;
    el.style.left = `${Math.max(0, Math.min(centred, box.width - width))}px`;
    el.style.width = `${width}px`;
    el.style.visibility = 'visible';
    el.scrollIntoView({ block: 'nearest' });
  }, [anchor, container, translation.word]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      anchor.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (!target || ref.current?.contains(target) || anchor.contains(target)) return;
      // Another word opens its own translation; anything else just closes this one.
      if (target instanceof Element && target.closest('.vocab-word')) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onClose]);

  let body;
  if (translation.status === 'loading')
    body = <p className="vocab-popover__note">{strings.translating}</p>;
  else if (translation.status === 'done') {
    body = (
      <p className="vocab-popover__translation" lang={target}>
        {translation.text}
      </p>
    );
  } else {
    body = (
      <p className="vocab-popover__note vocab-popover__note--failed">
        {translation.offline ? strings.offline : strings.unavailable}
      </p>
    );
  }

  return (
    <div ref={ref} className="vocab-popover" data-status={translation.status}>
      <div className="vocab-popover__text">
        <p className="vocab-popover__word" lang="en">
          {translation.word}
          <span className="vocab-popover__target"> · {strings.targetName}</span>
        </p>
        {body}
      </div>
      <button
        type="button"
        className="vocab-popover__close"
        aria-label={strings.close}
        onClick={() => {
          onClose();
          anchor.focus();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
