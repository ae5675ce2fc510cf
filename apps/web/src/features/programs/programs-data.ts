/**
 * Programs, questionnaires and certificates from the learning service (issue 7): the calls and
 * the shapes the screens read. The certificate PDF is fetched with the token and handed to the
 * browser as a file (a plain link could not carry the token).
 */
import { buildUrl, servicePath, unwrap } from '@web-ed/api-client';
import type {
  GetCertificatesResponse,
  GetProgramsResponse,
  GetQuestionnaireResponse,
  GetQuestionnairesResponse,
  SetCertificateNameResponse,
  SubmitQuestionnaireResponse,
  VerifyCertificateResponse,
} from '@web-ed/schemas/api';
import { config } from '../../lib/config';
import { GET_PROGRAMS } from './load-programs';
import { api, state } from '../../lib/store';

export async function fetchPrograms(lang: string) {
  return unwrap(
    await api.get<GetProgramsResponse>(GET_PROGRAMS.service, GET_PROGRAMS.path, {
      query: { lang },
    }),
  );
}

export async function fetchQuestionnaires(lang: string) {
  return unwrap(
    await api.get<GetQuestionnairesResponse>('learning', 'learning/get-questionnaires', {
      query: { lang },
    }),
  ).questionnaires;
}

/** A questionnaire with its questions, as get-questionnaire answers it. */
export type QuestionnaireData = GetQuestionnaireResponse['data'];
export type SurveyQuestion = QuestionnaireData['questions'][number];
/** An answer as the form keeps it and submit-questionnaire takes it. */
export type AnswerValue = Exclude<NonNullable<QuestionnaireData['answers']>[string], undefined>;

export async function fetchQuestionnaire(id: number, lang: string): Promise<QuestionnaireData> {
  return unwrap(
    await api.get<GetQuestionnaireResponse>('learning', 'learning/get-questionnaire', {
      query: { id, lang },
    }),
  );
}

export async function submitQuestionnaire(
  id: number,
  answers: Record<string, AnswerValue>,
): Promise<void> {
  unwrap(
    await api.post<SubmitQuestionnaireResponse>(
      'learning',
      'learning/submit-questionnaire',
      {
        id,
        answers: Object.entries(answers).map(([question_id, value]) => ({ question_id, value })),
      },
      { retries: 0 },
    ),
  );
}

export type Certificate = GetCertificatesResponse['data']['certificates'][number];

export async function fetchCertificates(lang: string) {
  return unwrap(
    await api.get<GetCertificatesResponse>('learning', 'learning/get-certificates', {
      query: { lang },
    }),
  );
}

export async function setCertificateName(name: string): Promise<void> {
  unwrap(
    await api.post<SetCertificateNameResponse>(
      'learning',
      'learning/set-certificate-name',
      { name },
      { retries: 0 },
    ),
  );
}

export async function verifyCertificate(code: string, lang: string) {
  return unwrap(
    await api.request<VerifyCertificateResponse>(
      'GET',
      `${servicePath('learning', `certificates/verify/${encodeURIComponent(code)}`)}`,
      { query: { lang }, auth: false },
    ),
  );
}

/** Downloads the student's certificate PDF and saves it as a file. */
export async function downloadCertificate(code: string): Promise<void> {
  const url = buildUrl(config.apiBase, servicePath('learning', 'learning/download-certificate'), {
    code,
  });
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${state.session?.token ?? ''}` },
  });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `certificate-${code}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
