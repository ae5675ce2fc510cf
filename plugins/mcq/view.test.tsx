import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlayableQuestion } from '@web-ed/engine';
import type { McqContent } from '@web-ed/schemas';
import type { Feedback } from '../view-props';
import McqView from './view';

const content: McqContent = {
  prompt: 'What does "boarding pass" mean?',
  options: [
    { id: 'a', text: 'the card that lets you get on the plane' },
    { id: 'b', text: 'a flight that lands here' },
  ],
  answers: ['a'],
};

function render(feedback: Feedback | null): string {
  const question: PlayableQuestion<McqContent> = { id: 'q1', type: 29, schemaVersion: 1, content };
  return renderToStaticMarkup(
    <McqView question={question} lang="en" feedback={feedback} onEvent={() => undefined} />,
  );
}

/** The class list of the option whose text is `text`. */
function optionClasses(html: string, text: string): string {
  const at = html.indexOf(text);
  const start = html.lastIndexOf('<button', at);
  return /class="([^"]*)"/.exec(html.slice(start, at))?.[1] ?? '';
}

describe('the MCQ view, once answered', () => {
  it('marks the answer the play recorded as the student’s, as after a reload', () => {
    const html = render({ correct: true, expected: ['a'], given: ['a'] });
    expect(optionClasses(html, 'the card that lets you get on the plane')).toContain(
      'choice-option--correct-chosen',
    );
    expect(html).toContain('Your answer');
  });

  it('shows a wrong recorded answer as the student’s, and the right one as missed', () => {
    const html = render({ correct: false, expected: ['a'], given: ['b'] });
    expect(optionClasses(html, 'a flight that lands here')).toContain(
      'choice-option--wrong-chosen',
    );
    expect(optionClasses(html, 'the card that lets you get on the plane')).toContain(
      'choice-option--correct-missed',
    );
  });
});
