/**
 * The fill-in-the-blanks view: the text with its blanks (typed, a list of options, or gaps the
 * word bank fills), then Check once every blank is filled. It reports one entry per blank; the
 * Player asks the engine for the points and hands the verdict back as `feedback`. The blanks'
 * marks then come from the scorer's own rule (`judgeBlanks`), so they always agree with the points.
 */
import { useId, useState } from 'react';
import { RichText } from '@web-ed/ui';
import type { FillBlanksContent } from '@web-ed/schemas';
import { CheckBar } from '../shared/check-bar';
import { Hint } from '../shared/hint';
import { useShownEvent } from '../shared/use-shown-event';
import type { PluginViewProps } from '../view-props';
import { ChoiceBlank, GapBlank, TypedBlank, type Verdict } from './blank-field';
import { blanksOf, caseSensitiveOf, inBankOrder, tidy } from './blanks';
import { judgeBlanks } from './score';
import { FILL_BLANKS_STRINGS } from './strings';
import { useBank } from './use-bank';
import { WordBank } from './word-bank';
import './view.css';

export default function FillBlanksView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<FillBlanksContent>) {
  const { content } = question;
  const strings = FILL_BLANKS_STRINGS[lang];
  const blanks = blanksOf(content);
  const words = content.bank ? inBankOrder(content.bank, lang) : [];
  const bank = useBank(words, blanks.length);
  const [typed, setTyped] = useState<string[]>(() => blanks.map(() => ''));
  const [announced, setAnnounced] = useState('');
  const howId = useId();

  useShownEvent(question.id, onEvent);

  const values = content.bank ? bank.values : typed;
  const remaining = values.filter((v) => tidy(v) === '').length;
  const answered = feedback !== null;
  const verdicts: Verdict[] | null = feedback
    ? judgeBlanks(content, values, lang).map((right, i) => ({
        right,
        expected: feedback.expected[i] ?? '',
      }))
    : null;
  const blankAt = new Map(blanks.map(({ at }, i) => [at, i]));
  const caseMatters =
    !content.bank && blanks.some(({ blank }) => !blank.options && caseSensitiveOf(content, blank));

  const type = (i: number, value: string) =>
    setTyped((all) => all.map((v, j) => (j === i ? value : v)));
  const pick = (k: number) => {
    bank.pick(k);
    setAnnounced(bank.picked === k ? '' : strings.picked(words[k] ?? ''));
  };
  const tapGap = (i: number) => {
    const tap = bank.tapGap(i);
    if (tap.kind === 'placed') setAnnounced(strings.placed(i + 1, tap.word));
    if (tap.kind === 'returned') setAnnounced(strings.returned(tap.word));
  };
  const check = () => {
    if (answered || remaining > 0) return;
    onEvent({ kind: 'answered', questionId: question.id, answer: values.map(tidy) });
  };

  const field = (i: number) => {
    const blank = blanks[i]!.blank;
    const props = {
      n: i + 1,
      value: values[i] ?? '',
      verdict: verdicts?.[i] ?? null,
      strings,
    };
    if (content.bank) return <GapBlank {...props} onTap={() => tapGap(i)} />;
    if (blank.options)
      return <ChoiceBlank {...props} options={blank.options} onChange={(v) => type(i, v)} />;
    return <TypedBlank {...props} onChange={(v) => type(i, v)} />;
  };

  return (
    <form
      className="fill-blanks"
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <p className="fill-blanks__instruction">{content.instruction ?? strings.instruction}</p>
      {content.bank && !answered && (
        <>
          <p className="fill-blanks__note" id={howId}>
            {strings.howBank}
          </p>
          <WordBank
            words={words}
            free={bank.free}
            picked={bank.picked}
            describedBy={howId}
            strings={strings}
            onPick={pick}
          />
          <p className="fill-blanks__sr-only" role="status">
            {announced}
          </p>
        </>
      )}
      {caseMatters && <p className="fill-blanks__note">{strings.caseMatters}</p>}
      <div className="fill-blanks__text">
        {content.segments.map((s, at) =>
          typeof s === 'string' ? (
            <RichText key={at} text={s} />
          ) : (
            <span key={at} className="fill-blanks__blank">
              {field(blankAt.get(at)!)}
            </span>
          ),
        )}
      </div>
      {verdicts ? (
        <div className="fill-blanks__result">
          <p className="fill-blanks__summary">
            {strings.summary(verdicts.filter((v) => v.right).length, blanks.length)}
          </p>
          {feedback?.explanation && (
            <div>
              <p className="fill-blanks__explanation-title">{strings.explanation}</p>
              <RichText text={feedback.explanation} />
            </div>
          )}
        </div>
      ) : (
        <CheckBar
          label={strings.check}
          submit
          disabled={remaining > 0}
          status={remaining > 0 ? strings.left(remaining) : ''}
        />
      )}
      {content.hint && !answered && (
        <Hint
          hint={<RichText text={content.hint} />}
          strings={strings}
          onFirstOpen={() => onEvent({ kind: 'hinted', questionId: question.id })}
        />
      )}
    </form>
  );
}
