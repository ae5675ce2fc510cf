/**
 * What validate-chat and submit-chat refuse: rude or abusive words (the name rules' lists, read the
 * same way: obscenity's English set plus our Indonesian, Malay, Thai and Hindi lists) and personal
 * data. Message codes follow the name check's: 2 a rude word; 3 personal data.
 */
import { rudeWordIn } from '../text/name-rules';
import { personalDataIn, type PersonalDataKind } from './personal-data';

export const CHAT_TEXT_MAX = 1000;

export const CHAT_TEXT_CODE = { abusive: 2, personalData: 3 } as const;

export type ChatTextCheck =
  | { ok: true; text: string }
  | { ok: false; code: 2; reason: 'abusive'; message: string }
  | { ok: false; code: 3; reason: 'personal_data'; kind: PersonalDataKind; message: string };

/**
 * What is wrong with a text bound for the model provider, or null: the same two filters for the
 * student's message and for every other field sent with it (question, passage, options, names).
 */
export function chatTextProblem(
  text: string,
): { reason: 'abusive' } | { reason: 'personal_data'; kind: PersonalDataKind } | null {
  if (rudeWordIn(text)) return { reason: 'abusive' };
  const kind = personalDataIn(text);
  return kind ? { reason: 'personal_data', kind } : null;
}

export function checkChatText(input: string): ChatTextCheck {
  const text = input.trim();
  const problem = chatTextProblem(text);
  if (problem?.reason === 'abusive') {
    return {
      ok: false,
      code: CHAT_TEXT_CODE.abusive,
      reason: 'abusive',
      message: 'The message contains a word that is not allowed',
    };
  }
  if (problem?.reason === 'personal_data') {
    const { kind } = problem;
    return {
      ok: false,
      code: CHAT_TEXT_CODE.personalData,
      reason: 'personal_data',
      kind,
      message: `Keep personal data to yourself: the message looks like it contains ${
        kind === 'email' ? 'an email address' : kind === 'phone' ? 'a phone number' : 'an address'
      }`,
    };
  }
  return { ok: true, text };
}
