/** The name printed on a student's certificates: set once, checked like a profile name. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificateNames } from '../db/schema';

export async function certificateName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: certificateNames.name })
    .from(certificateNames)
    .where(eq(certificateNames.userId, userId));
  return row?.name ?? null;
}
