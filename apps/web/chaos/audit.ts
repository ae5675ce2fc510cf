/**
 * The end-of-run audit, read from the server's database: which finish records it holds against
 * the ones the students' devices kept, and the points the engine gives the stored records
 * (course.ts) against every place the server counted them: the student's row, the points ledger,
 * the exercise count.
 */
import pg from 'pg';
import type { FinishRecord } from '@web-ed/schemas';
import type { PlayedCourse } from './course';

export interface Audited {
  userId: string;
  /** Records the device kept, one per finished play. */
  kept: readonly FinishRecord[];
}

export interface AuditResult {
  userId: string;
  stored: number;
  /** Kept on the device, not on the server. */
  missing: string[];
  /** On the server, never kept by the device. */
  unexpected: string[];
  /** Stored, but not the finish the device kept last. */
  notLatest: string[];
  /** Stored records whose server points differ from the engine's. */
  misScored: string[];
  enginePoints: number;
  /** users.points */
  points: number;
  /** Sum of the points ledger (points_daily.raw): every point counted into the leaderboard. */
  ledgerPoints: number;
  /** users.exercise_completed against the stored complete plays. */
  exercises: number;
  completePlays: number;
}

export async function audit(
  databaseUrl: string,
  course: PlayedCourse,
  students: Audited[],
): Promise<AuditResult[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out: AuditResult[] = [];
    for (const student of students) {
      const { rows } = await client.query<{
        session: string;
        points: number;
        timestamp_finished: string;
        is_complete: boolean;
        record: FinishRecord;
      }>(
        'select session, points, timestamp_finished, is_complete, record from finish_records where user_id = $1',
        [student.userId],
      );
      const [user] = (
        await client.query<{ points: number; exercise_completed: number; ledger: string | null }>(
          `select points, exercise_completed,
             (select sum(raw) from points_daily where user_id = users.id) as ledger
           from users where id = $1`,
          [student.userId],
        )
      ).rows;
      if (!user) throw new Error(`no user ${student.userId}`);
      const latest = new Map<string, number>();
      for (const r of student.kept) {
        latest.set(r.session, Math.max(latest.get(r.session) ?? 0, r.timestamp_finished));
      }
      const stored = new Set(rows.map((r) => r.session));
      let engineSum = 0;
      const misScored: string[] = [];
      for (const row of rows) {
        const points = course.score(row.record);
        engineSum += points;
        if (points !== row.points) misScored.push(`${row.session}: ${row.points} ≠ ${points}`);
      }
      out.push({
        userId: student.userId,
        stored: rows.length,
        missing: [...latest.keys()].filter((s) => !stored.has(s)),
        unexpected: [...stored].filter((s) => !latest.has(s)),
        notLatest: rows
          .filter((r) => latest.has(r.session))
          .filter((r) => Number(r.timestamp_finished) !== latest.get(r.session))
          .map((r) => r.session),
        misScored,
        enginePoints: engineSum,
        points: user.points,
        ledgerPoints: Number(user.ledger ?? 0),
        exercises: user.exercise_completed,
        completePlays: rows.filter((r) => r.is_complete).length,
      });
    }
    return out;
  } finally {
    await client.end();
  }
}
