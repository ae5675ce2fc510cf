/** What several user-service routes read and answer: the User info entity, red dots, avatars. */
import { asc, eq } from 'drizzle-orm';
import { NEW_USER_DAYS, SUPPORTED_LANGS } from '@web-ed/engine';
import type { Db } from '../../db/client';
import { redDots, userAvatars } from '../../db/schema';
import type { User, UserRow } from '../../http/auth';

/** Red dot keys of section 3. */
export const RED_DOT_KEYS = ['red_dot_new_background', 'red_dot_chat_buddy'] as const;

export const GENDERS = ['male', 'female', 'other', 'prefer_not'] as const;

/** Avatars 0 to 7 are the free starter set offered at onboarding; others must be owned (user_avatars). */
export const STARTER_AVATARS = 8;

export const LANG_SCHEMA = { type: 'string', enum: [...SUPPORTED_LANGS] } as const;

/** A flag: JSON true/false, or 0/1 as older clients send. */
export const FLAG_SCHEMA = { enum: [true, false, 0, 1] } as const;

export const SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { token: [] }];

export async function ownedAvatars(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: userAvatars.avatarId })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .orderBy(asc(userAvatars.avatarId));
  return rows.map((r) => r.id);
}

export async function redDotKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: redDots.key })
    .from(redDots)
    .where(eq(redDots.userId, userId))
    .orderBy(asc(redDots.key));
  return rows.map((r) => r.key);
}

/** Section 3, User info. `avatar_list`: the avatars the student owns beyond the starter set. */
export function userInfo(u: UserRow, avatarList: number[]) {
  return {
    name: u.name,
    id: u.id,
    userId: u.id,
    points: u.points,
    diamond: u.diamond,
    votes: u.votes,
    country: u.country,
    lang: u.lang,
    diagnostic_flag: u.diagnosticFlag,
    diagnostic_popup: u.diagnosticPopup,
    current_avatar: u.currentAvatar,
    avatar_list: avatarList,
    statistics: { exercise_completed: u.exerciseCompleted, learning_streak: u.learningStreak },
  };
}

/** New-user flag of section 9: within 30 days of the account's creation. */
export function isNewUser(u: User, now: Date): boolean {
  return now.getTime() - u.createdAt.getTime() < NEW_USER_DAYS * 86_400_000;
}
