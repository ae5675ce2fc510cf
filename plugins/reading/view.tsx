/**
 * The Reading view: a passage and its items. On a phone a sticky switcher flips between the
 * passage and the questions, each keeping its scroll position; when the view is wide they sit
 * side by side. It reports one answer for all items; the Player asks the engine to score it.
 */
import { useId, useRef } from 'react';
import type { ReadingContent } from '@web-ed/schemas';
import type { PluginViewProps } from '../view-props';
import { ChoiceItemList } from './choice-item-list';
import { ITEM_STRINGS } from './item-strings';
import { PanelSwitcher, type PanelTab } from './panel-switcher';
import { PassageText } from './passage';
import { READING_STRINGS } from './strings';
import { useChoices } from './use-choices';
import { useIsWide } from './use-is-wide';
import { usePanelScroll } from './use-panel-scroll';
import './choice-items.css';
import './view.css';
import { useShownEvent } from '../shared/use-shown-event';

/** From this width of the view, passage and questions fit side by side. */
const SIDE_BY_SIDE_PX = 640;

type Panel = 'passage' | 'questions';

export default function ReadingView({
  question,
  lang,
  feedback,
  onEvent,
}: PluginViewProps<ReadingContent>) {
  const { content } = question;
  const strings = READING_STRINGS[lang];
  const itemStrings = ITEM_STRINGS[lang];
  const rootRef = useRef<HTMLDivElement>(null);
  const wide = useIsWide(rootRef, SIDE_BY_SIDE_PX);
  const { panel, show } = usePanelScroll<Panel>(rootRef, 'passage');
  const choices = useChoices(content.items);
  const ids = {
    passageTab: useId(),
    passagePanel: useId(),
    questionsTab: useId(),
    questionsPanel: useId(),
  };

  useShownEvent(question.id, onEvent);

  const answered = feedback !== null;
  const toggle = (index: number, id: string) => {
    if (!answered) choices.toggle(index, id);
  };
  // The passage counts as read (xAPI "completed", for the host) once the student goes from its
  // end to the questions, or answers them.
  const read = useRef(false);
  const markRead = () => {
    if (read.current) return;
    read.current = true;
    onEvent({ kind: 'completed', questionId: question.id });
  };
  const goToQuestions = () => {
    markRead();
    show('questions');
    // The button disappears with its panel; keep keyboard focus on the switcher, not the page.
    document.getElementById(ids.questionsTab)?.focus({ preventScroll: true });
  };
  const check = () => {
    markRead();
    onEvent({ kind: 'answered', questionId: question.id, answer: choices.entries() });
  };

  const tabs: PanelTab<Panel>[] = [
    { id: 'passage', label: strings.passage, tabId: ids.passageTab, panelId: ids.passagePanel },
    {
      id: 'questions',
      label: strings.questions,
      badge: strings.answeredOf(choices.answered, content.items.length),
      tabId: ids.questionsTab,
      panelId: ids.questionsPanel,
    },
  ];
  // Side by side, both panels show and are plain regions; on a phone they are tab panels.
  const panelProps = (p: Panel) =>
    wide
      ? { id: p === 'passage' ? ids.passagePanel : ids.questionsPanel }
      : {
          id: p === 'passage' ? ids.passagePanel : ids.questionsPanel,
          role: 'tabpanel',
          'aria-labelledby': p === 'passage' ? ids.passageTab : ids.questionsTab,
          hidden: panel !== p,
        };

  return (
    <div ref={rootRef} className={wide ? 'reading reading--wide' : 'reading'}>
      <p className="reading__instruction">{content.instruction ?? strings.instruction}</p>
      {!wide && (
        <PanelSwitcher label={strings.switcher} tabs={tabs} current={panel} onShow={show} />
      )}
      <div className="reading__panels">
        <section
          {...panelProps('passage')}
          className="reading__panel reading__panel--passage"
          // Side by side the passage scrolls on its own; keyboard users need to reach it.
          {...(wide ? { tabIndex: 0, 'aria-label': strings.passage } : {})}
        >
          <PassageText passage={content.passage} />
          {!wide && (
            <button type="button" className="reading__to-questions" onClick={goToQuestions}>
              {strings.toQuestions}
              <span aria-hidden="true"> →</span>
            </button>
          )}
        </section>
        <section
          {...panelProps('questions')}
          className="reading__panel reading__panel--questions"
          {...(wide ? { 'aria-label': strings.questions } : {})}
        >
          <ChoiceItemList
            items={content.items}
            chosen={choices.chosen}
            remaining={choices.remaining}
            feedback={feedback}
            strings={itemStrings}
            onToggle={toggle}
            onCheck={check}
          />
        </section>
      </div>
    </div>
  );
}
