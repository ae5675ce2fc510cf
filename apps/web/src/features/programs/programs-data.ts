/**
 * Programs, questionnaires and certificates from the learning service (issue 7): the calls and
 * the shapes the screens read. The certificate PDF is fetched with the token and handed to the
 * browser as a file (a plain link could not carry the token).
 */
import { buildUrl, servicePath, unwrap, type DoneResponse } from '@web-ed/api-client';
import { config } from '../../lib/config';
import { GET_PROGRAMS } from '.';
import { api, state } from '../../lib/store';

export interface ProgramCourse {
  subject_id: number;
  subject_name: string;
  completed_chapters: number;
  total_chapters: number;
  is_completed: boolean;
}

export interface ProgramQuestionnaire {
  id: number;
  title: string;
  is_mandatory: boolean;
  status: 'available' | 'completed';
}

export interface Program {
  id: number;
  name: string;
  description: string;
  type: 'ecopower' | 'adb_cc' | 'math_no_qr' | 'boeing';
  courses: ProgramCourse[];
  questionnaires: ProgramQuestionnaire[];
  courses_completed: number;
  questionnaires_completed: number;
  percent: number;
  is_completed: boolean;
  certificate: { code: string; issued_at: string } | null;
}

export interface ProgramsData {
  user_programs: Program[];
  user_certificate_name: string | null;
}

export async function fetchPrograms(lang: string): Promise<ProgramsData> {
  return unwrap(
    await api.get<DoneResponse<ProgramsData>>(GET_PROGRAMS.service, GET_PROGRAMS.path, {
      query: { lang },
    }),
  );
}

export interface QuestionnaireSummary {
  id: number;
  title: string;
  description: string;
  question_count: number;
  status: 'available' | 'completed';
  programs: { id: number; name: string; is_mandatory: boolean }[];
}

export async function fetchQuestionnaires(lang: string): Promise<QuestionnaireSummary[]> {
  return unwrap(
    await api.get<DoneResponse<{ questionnaires: QuestionnaireSummary[] }>>(
      'learning',
      'learning/get-questionnaires',
      { query: { lang } },
    ),
  ).questionnaires;
}

export type AnswerValue = string | string[] | number;

export interface SurveyQuestion {
  id: string;
  type: 'single' | 'multiple' | 'scale' | 'text';
  prompt: string;
  required: boolean;
  options?: { id: string; label: string }[];
  min?: number;
  max?: number;
  min_label?: string;
  max_label?: string;
  max_length?: number;
}

export interface QuestionnaireData {
  id: number;
  title: string;
  description: string;
  status: 'available' | 'completed';
  questions: SurveyQuestion[];
  answers: Record<string, AnswerValue> | null;
}

export async function fetchQuestionnaire(id: number, lang: string): Promise<QuestionnaireData> {
  return unwrap(
    await api.get<DoneResponse<QuestionnaireData>>('learning', 'learning/get-questionnaire', {
      query: { id, lang },
    }),
  );
}

export async function submitQuestionnaire(
  id: number,
  answers: Record<string, AnswerValue>,
): Promise<void> {
  unwrap(
    await api.post<DoneResponse<unknown>>(
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

export interface Certificate {
  code: string;
  program_id: number;
  program_name: string;
  program_type: string;
  issued_at: string;
  verify_url: string;
}

export interface CertificatesData {
  user_certificate_name: string | null;
  certificates: Certificate[];
}

export async function fetchCertificates(lang: string): Promise<CertificatesData> {
  return unwrap(
    await api.get<DoneResponse<CertificatesData>>('learning', 'learning/get-certificates', {
      query: { lang },
    }),
  );
}

export async function setCertificateName(name: string): Promise<void> {
  unwrap(
    await api.post<DoneResponse<unknown>>(
      'learning',
      'learning/set-certificate-name',
      { name },
      { retries: 0 },
    ),
  );
}

export interface VerifiedCertificate {
  valid: true;
  code: string;
  name: string | null;
  program_name: string;
  program_type: string;
  issued_at: string;
}

export async function verifyCertificate(code: string, lang: string): Promise<VerifiedCertificate> {
  return unwrap(
    await api.request<DoneResponse<VerifiedCertificate>>(
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
