/**
 * The buddy's reads and writes, every one scoped to the student: sessions (one conversation, reused
 * while active), messages, and the daily count of messages sent.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, chatSessions, chatUsage, type ChatQuestionRef } from '../db/schema';
import { localDay } from '@web-ed/engine';
import { timeZoneOf } from '../learning/streak';

/** A conversation idle this long is closed: the next message starts a new session. */
export const SESSION_IDLE_MS = 24 * 3_600_000;

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export function chatDay(user: { country: string | null }, now: Date): string {
  return localDay(now.getTime(), timeZoneOf(user.country));
}

/** The student's active session, or null. */
export async function activeSession(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.userId, userId),
        gt(chatSessions.lastActiveAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(chatSessions.lastActiveAt))
    .limit(1);
  return row ?? null;
}

/** The active session, kept alive, or a new one. */
export async function refreshSession(db: Db, userId: string, now: Date): Promise<string> {
  const active = await activeSession(db, userId, now);
  if (active) {
    await db.update(chatSessions).set({ lastActiveAt: now }).where(eq(chatSessions.id, active.id));
    return active.id;
  }
  const [created] = await db
    .insert(chatSessions)
    .values({ userId, createdAt: now, lastActiveAt: now })
    .returning({ id: chatSessions.id });
  return created!.id;
}

/** A session of this student (another student's id reads as none). */
export async function ownSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
  return row ?? null;
}

export async function sessionMessages(db: Db, userId: string, sessionId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.userId, userId)))
    .orderBy(asc(chatMessages.seq));
}

export async function hasAnyMessage(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function usedOn(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: chatUsage.count })
    .from(chatUsage)
    .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, day)));
  return row?.count ?? 0;
}

/**
 * Stores a student message and counts it, unless the same client id was stored before (a retried
 * submit-chat): then nothing is stored or counted and the earlier message is returned.
 */
export async function addStudentMessage(
  db: Db,
  m: {
    userId: string;
    sessionId: string;
    text: string;
    clientId: string | null;
    question: ChatQuestionRef | null;
    day: string;
    now: Date;
  },
): Promise<{ message: ChatMessageRow; repeated: boolean }> {
  return db.transaction(async (tx) => {
    if (m.clientId) {
      const [earlier] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, m.userId), eq(chatMessages.clientId, m.clientId)));
      if (earlier) return { message: earlier, repeated: true };
    }
    const [message] = await tx
      .insert(chatMessages)
      .values({
        sessionId: m.sessionId,
        userId: m.userId,
        role: 'student',
        text: m.text,
        clientId: m.clientId,
        question: m.question,
        createdAt: m.now,
      })
      .returning();
    await tx
      .insert(chatUsage)
      .values({ userId: m.userId, day: m.day, count: 1 })
      .onConflictDoUpdate({
        target: [chatUsage.userId, chatUsage.day],
        set: { count: sql`${chatUsage.count} + 1` },
      });
    await tx
      .update(chatSessions)
      .set({ lastActiveAt: m.now })
      .where(eq(chatSessions.id, m.sessionId));
    return { message: message!, repeated: false };
  });
}

export async function addTutorMessage(
  db: Db,
  m: {
    userId: string;
    sessionId: string;
    text: string;
    tutor: 'model' | 'offline';
    status: 'complete' | 'stopped' | 'fallback';
    question: ChatQuestionRef | null;
    now: Date;
  },
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      sessionId: m.sessionId,
      userId: m.userId,
      role: 'tutor',
      text: m.text,
      tutor: m.tutor,
      status: m.status,
      question: m.question,
      createdAt: m.now,
    })
    .returning();
  return row!;
}

/** Deletes every session and message of the student (the daily count stays). */
export async function clearChat(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .returning({ id: chatSessions.id });
  return rows.length;
}
