/**
 * A student's certificates (issued first for any newly completed program), and one certificate
 * by code with its holder and program, for the download and the public check.
 */
import { desc, eq } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { certificateNames, certificates, programs } from '../db/schema';
import { localized } from '../programs/localized';
import { studentPrograms } from '../programs/student-programs';

/**
 * The public page that checks a certificate (the web app's /certificates/?verify=), under the
 * configured PUBLIC_URL: never built from the request's Host or X-Forwarded-* headers, which a
 * caller writes (a PDF would carry their domain).
 */
export function verifyUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/certificates/?verify=${encodeURIComponent(code)}`;
}

export async function studentCertificates(db: Db, userId: string, lang: Lang, now: Date) {
  await studentPrograms(db, userId, lang, now);
  const rows = await db
    .select({ cert: certificates, program: programs })
    .from(certificates)
    .innerJoin(programs, eq(programs.id, certificates.programId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), certificates.programId);
  return rows.map(({ cert, program }) => ({
    code: cert.code,
    program_id: program.id,
    program_name: localized(program.doc.name, lang),
    program_type: program.type,
    issued_at: cert.issuedAt.toISOString(),
  }));
}

export async function certificateByCode(db: Db, code: string) {
  const [row] = await db
    .select({ cert: certificates, program: programs, name: certificateNames.name })
    .from(certificates)
    .innerJoin(programs, eq(programs.id, certificates.programId))
    .leftJoin(certificateNames, eq(certificateNames.userId, certificates.userId))
    .where(eq(certificates.code, code));
  return row ?? null;
}
