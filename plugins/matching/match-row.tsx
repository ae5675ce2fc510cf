import { useId } from 'react';
import { RichText } from '@web-ed/ui';
import type { MatchingPair } from '@web-ed/schemas';
import { usePluginServices } from '../services';
import type { MatchingStrings } from './strings';

interface MatchRowProps {
  pair: MatchingPair;
  /** The right-hand texts offered, in the order shown. */
  choices: readonly string[];
  /** The text chosen, '' while none is. */
  chosen: string;
  /** The item's partner once judged; null while the question is open. */
  expected: string | null;
  strings: MatchingStrings;
  onChoose: (text: string) => void;
}

/**
 * One left-hand item and a list box of the right-hand texts (native: a tap opens the phone's own
 * picker; keyboard and screen readers know it), named by the item; once judged, its verdict in
 * words and an icon, and the right partner when it was missed.
 */
export function MatchRow({ pair, choices, chosen, expected, strings, onChoose }: MatchRowProps) {
  const { assetUrl } = usePluginServices();
  const leftId = useId();
  const judged = expected !== null;
  const right = judged && chosen === expected;
  const classes = ['matching__pair'];
  if (judged) classes.push(right ? 'matching__pair--right' : 'matching__pair--wrong');
  return (
    <li className={classes.join(' ')}>
      <div className="matching__item">
        {pair.image && (
          <img
            className="matching__image"
            src={assetUrl(pair.image)}
            alt={pair.image_alt ?? ''}
            decoding="async"
          />
        )}
        <RichText id={leftId} text={pair.left} className="matching__left" />
      </div>
      <select
        className="matching__select"
        aria-labelledby={leftId}
        value={chosen}
        disabled={judged}
        onChange={(e) => onChoose(e.target.value)}
      >
        <option value="">{strings.choose}</option>
        {choices.map((text) => (
          <option key={text} value={text}>
            {text}
          </option>
        ))}
      </select>
      {judged && (
        <p className="matching__mark">
          <span aria-hidden="true">{right ? '✓' : '✗'} </span>
          {right ? strings.pairRight : `${strings.pairWrong} · ${strings.rightMatch(expected)}`}
        </p>
      )}
    </li>
  );
}
