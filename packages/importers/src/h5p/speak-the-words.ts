/**
 * H5P.SpeakTheWords → speaking in its answer-aloud form (`hideSentence`): the question is the
 * prompt, the accepted answers the answers, the first of them the sentence shown as the correct
 * answer once answered; the speech input's language ("en-US") is the language spoken. The player
 * hears digits and number words alike, so answers that differ only so ("4", "four") are kept once.
 * H5P's verdict texts as it ships them are what the player says anyway; texts an author wrote
 * instead are kept together as the explanation, as TrueFalse's feedback is.
 */
import { isLang, normaliseAnswer } from '@web-ed/engine';
import type { Lang } from '@web-ed/schemas';
import { compact, speaking } from '../converted';
import { joinFeedback } from '../feedback';
import { htmlPlain, htmlText } from '../html-text';
import type { ConvertParams } from './context';
import { at, field, list, str } from './params';

const MAX_PROMPT = 500;
const MAX_ANSWERS = 20;
/** H5P's own language when the author picked none. */
const H5P_DEFAULT_INPUT = 'en-US';
const H5P_VERDICTS = new Set(['Correct answer', 'Incorrect answer']);

/** "en-US" → "en", when the player listens in that language. */
function spokenLang(input: string): Lang | undefined {
  const lang = input.split('-')[0]!.toLowerCase();
  return isLang(lang) ? lang : undefined;
}

export const speakTheWords: ConvertParams = (params, pointer, ctx) => {
  const leftOut = (key: string, why: string) => {
    ctx.report.push({
      path: at([...pointer, key]),
      level: 'error',
      message: `${why} It is left out.`,
    });
    return [];
  };
  const prompt = htmlText(str(field(params, 'question')));
  if (!prompt) return leftOut('question', 'It has no question to ask.');
  if (prompt.length > MAX_PROMPT)
    return leftOut(
      'question',
      `Its question is longer than the ${MAX_PROMPT} characters the speaking minigame shows.`,
    );
  const input = str(field(params, 'inputLanguage')) || H5P_DEFAULT_INPUT;
  const lang = spokenLang(input);
  // A recogniser listening in another language would turn right answers into wrong ones.
  if (!lang)
    return leftOut(
      'inputLanguage',
      `It is answered in "${input}", and the speaking minigame listens only in English, Indonesian, Thai, Hindi and Malay.`,
    );
  const seen = new Set<string>();
  const answers = list(field(params, 'acceptedAnswers'))
    .map((a) => htmlPlain(str(a)))
    .filter((a) => {
      const key = normaliseAnswer(a, lang);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (!answers[0]) return leftOut('acceptedAnswers', 'It has no accepted answer with words.');
  if (answers.length > MAX_ANSWERS)
    return leftOut(
      'acceptedAnswers',
      `It accepts more than the ${MAX_ANSWERS} answers the speaking minigame holds.`,
    );
  const verdicts = ['correctAnswerText', 'incorrectAnswerText']
    .map((key) => htmlText(str(field(params, key))))
    .filter((text) => !H5P_VERDICTS.has(text));
  return [
    speaking(
      compact({
        prompt,
        text: answers[0],
        answers,
        lang,
        hideSentence: true,
        explanation: joinFeedback(verdicts.map((text) => ({ text }))),
      }),
      at(pointer),
    ),
  ];
};
