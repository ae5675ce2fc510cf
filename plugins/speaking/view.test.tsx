import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlayableQuestion } from '@web-ed/engine';
import type { SpeakingContent } from '@web-ed/schemas';
import type { Feedback } from '../view-props';
import SpeakingView from './view';

const spoken: SpeakingContent = {
  prompt: 'How many legs does a spider have?',
  text: 'A spider has 8 legs.',
  lang: 'en',
  hideSentence: true,
  explanation: 'Spiders are not insects: insects have 6 legs.',
};

/**
 * The view as a server draws it: with the microphone (most students' browsers have a recogniser;
 * one without says so once hydrated), and the offer to type instead.
 */
function render(content: SpeakingContent, feedback: Feedback | null = null): string {
  const question: PlayableQuestion<SpeakingContent> = {
    id: 'q1',
    type: 30,
    schemaVersion: 1,
    content,
  };
  return renderToStaticMarkup(
    <SpeakingView question={question} lang="en" feedback={feedback} onEvent={() => undefined} />,
  );
}

describe('the speaking view, answer-aloud form', () => {
  it('asks the question, and neither shows nor offers to play the sentence before the answer', () => {
    const html = render({ ...spoken, audio: 'assets/spider.ogg' });
    expect(html).toContain('How many legs does a spider have?');
    expect(html).toContain('Say your answer to the question.');
    expect(html).toContain('Tap and speak');
    expect(html).toContain('Type instead');
    expect(html).not.toContain('A spider has 8 legs.');
    expect(html).not.toContain('>Listen<');
    expect(html).not.toContain('Sentence to say');
  });

  it('shows the sentence as the correct answer, with its model, once answered, in the live region', () => {
    const html = render(spoken, {
      correct: false,
      expected: ['A spider has 8 legs.'],
      explanation: spoken.explanation,
    });
    const live = html.slice(html.indexOf('aria-live="polite"'));
    expect(live).toMatch(
      /Correct answer<\/p><p class="speaking__sentence" lang="en">A spider has 8 legs\./,
    );
    expect(live).toContain('Listen');
    expect(live).toContain('Spiders are not insects');
  });

  it('keeps the sentence to say on show, with its model, in the usual form', () => {
    const html = render({ text: 'I have 2 brothers.', lang: 'en' });
    expect(html).toContain('aria-label="Sentence to say"');
    expect(html).toContain('I have 2 brothers.');
    expect(html).toContain('Listen, then say the sentence.');
    expect(html).toContain('Tap and speak');
    expect(html).not.toContain('Correct answer');
  });
});
