/**
 * Issues a certificate for each completed program that has none yet (one per student and
 * program, with a new verification code), and answers the student's certificates by program.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificates } from '../db/schema';
import { newCertificateCode } from './code';

export type CertificateRow = typeof certificates.$inferSelect;

export async function issueCertificates(
  db: Db,
  userId: string,
  completedProgramIds: readonly number[],
  now: Date,
): Promise<Map<number, CertificateRow>> {
  if (completedProgramIds.length > 0) {
    await db
      .insert(certificates)
      .values(
        completedProgramIds.map((programId) => ({
          code: newCertificateCode(),
          userId,
          programId,
          issuedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [certificates.userId, certificates.programId] });
  }
  const rows =
    completedProgramIds.length === 0
      ? []
      : await db
          .select()
          .from(certificates)
          .where(
            and(
              eq(certificates.userId, userId),
              inArray(certificates.programId, [...completedProgramIds]),
            ),
          );
  return new Map(rows.map((r) => [r.programId, r]));
}
