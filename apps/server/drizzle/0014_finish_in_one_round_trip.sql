-- Issue 18, item 3: a play no longer updates rows every student shares. It appends moves (a
-- student entering or leaving a points value); leaderboard_fold() folds them into
-- leaderboard_counts every second, at three range levels (each value, each 100, each 10,000;
-- '*' is every country together); leaderboard_rank() sums a few hundred rows of counts plus the
-- moves not folded yet, so a rank is exact at once and costs about the same at any size.
CREATE TABLE "leaderboard_counts" (
	"board" text NOT NULL,
	"country" text NOT NULL,
	"level" smallint NOT NULL,
	"points" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "leaderboard_counts_board_country_level_points_pk" PRIMARY KEY("board","country","level","points")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"country" text NOT NULL,
	"points" integer NOT NULL,
	"students" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leaderboard_moves_board_idx" ON "leaderboard_moves" USING btree ("board","points");
--> statement-breakpoint
CREATE FUNCTION leaderboard_fold() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_moves integer;
BEGIN
  WITH moved AS (
    DELETE FROM leaderboard_moves RETURNING board, country, points, students
  ), ranges AS (
    SELECT m.board, c.country, l.level, l.floor AS points, sum(m.students)::integer AS students
    FROM moved m
    CROSS JOIN LATERAL (VALUES (m.country), ('*')) AS c(country)
    CROSS JOIN LATERAL (VALUES (0, m.points), (1, m.points / 100 * 100),
                               (2, m.points / 10000 * 10000)) AS l(level, floor)
    GROUP BY 1, 2, 3, 4
    HAVING sum(m.students) <> 0
  ), folded AS (
    INSERT INTO leaderboard_counts AS k (board, country, level, points, students)
    SELECT board, country, level, points, students FROM ranges
    ORDER BY board, country, level, points
    ON CONFLICT (board, country, level, points)
    DO UPDATE SET students = k.students + excluded.students
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM moved) INTO v_moves;
  RETURN v_moves;
END
$$;
--> statement-breakpoint
CREATE FUNCTION leaderboard_rank(p_board text, p_country text, p_points integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN 1 + coalesce((
    SELECT sum(students) FROM leaderboard_counts
    WHERE board = p_board AND country = p_country AND level = 2
      AND points > p_points / 10000 * 10000), 0)
  + coalesce((
    SELECT sum(students) FROM leaderboard_counts
    WHERE board = p_board AND country = p_country AND level = 1
      AND points > p_points / 100 * 100 AND points < p_points / 10000 * 10000 + 10000), 0)
  + coalesce((
    SELECT sum(students) FROM leaderboard_counts
    WHERE board = p_board AND country = p_country AND level = 0
      AND points > p_points AND points < p_points / 100 * 100 + 100), 0)
  + coalesce((
    SELECT sum(students) FROM leaderboard_moves
    WHERE board = p_board AND (p_country = '*' OR country = p_country) AND points > p_points), 0);
END
$$;
--> statement-breakpoint
INSERT INTO leaderboard_moves (board, country, points, students)
SELECT week_start::text, country, points, count(*) FROM leaderboard_weekly WHERE points > 0
GROUP BY 1, 2, 3
UNION ALL
SELECT 'all', country, points, count(*) FROM leaderboard_all_time WHERE points > 0
GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT leaderboard_fold();
--> statement-breakpoint
DROP TABLE "leaderboard_all_time_counts" CASCADE;
--> statement-breakpoint
DROP TABLE "leaderboard_weekly_counts" CASCADE;
--> statement-breakpoint
-- Issue 18: a finish batch in one round trip to read and one to write (learning/finish.ts).
--
-- finish_state reads, in one statement, everything a batch of finish records depends on: the
-- student's row, the batch's sessions, tasks, chapters, days and mission steps, the streak and
-- the leaderboard rows. The server plans the batch from it with the engine's pure rules, then
-- finish_apply writes the plan: it locks the student's row, reads the state again and writes
-- only if it is still the one the plan was made from (same md5), else it answers the new state
-- and the server plans again. Every write of a student's learning state locks their row first,
-- so a plan is never applied over a change it did not see.
-- PL/pgSQL, not SQL: its statements' plans are kept for the connection (a SQL function's are
-- made again at every call, which cost more than running them).
CREATE OR REPLACE FUNCTION finish_state(p_user uuid, p_args jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
RETURN jsonb_build_object(
  'me', (SELECT jsonb_build_object('country', u.country, 'time_zone', u.time_zone,
                                   'diagnostic_flag', u.diagnostic_flag)
         FROM users u WHERE u.id = p_user),
  'records', coalesce((
    SELECT jsonb_agg(jsonb_build_object('session', r.session, 'task_id', r.task_id,
                                        'finished', r.timestamp_finished, 'points', r.points,
                                        'counted', r.counted) ORDER BY r.session)
    FROM finish_records r
    WHERE r.user_id = p_user
      AND r.session IN (SELECT jsonb_array_elements_text(p_args->'sessions'))), '[]'::jsonb),
  'recent', (SELECT count(*) FROM finish_records r
             WHERE r.user_id = p_user AND r.received_at > (p_args->>'recent_since')::timestamptz),
  'tasks', coalesce((
    SELECT jsonb_agg(jsonb_build_object('task_id', t.task_id, 'best_stars', t.best_stars,
                                        'best_points', t.best_points, 'plays', t.plays,
                                        'is_completed', t.is_completed,
                                        'completed_at', t.completed_at) ORDER BY t.task_id)
    FROM task_results t
    WHERE t.user_id = p_user
      AND t.task_id IN (SELECT (jsonb_array_elements_text(p_args->'tasks'))::integer)), '[]'::jsonb),
  'chapters', coalesce((
    SELECT jsonb_agg(jsonb_build_object('chapter_id', c.chapter_id, 'subject_id', c.subject_id,
                                        'progress', c.progress, 'is_completed', c.is_completed,
                                        'is_current', c.is_current) ORDER BY c.chapter_id)
    FROM chapter_progress c
    WHERE c.user_id = p_user
      AND c.subject_id IN (SELECT (jsonb_array_elements_text(p_args->'subjects'))::integer)), '[]'::jsonb),
  'reviews', coalesce((
    SELECT jsonb_agg(to_jsonb(v) - 'user_id' ORDER BY v.chapter_id)
    FROM chapter_reviews v
    WHERE v.user_id = p_user
      AND v.chapter_id IN (SELECT (jsonb_array_elements_text(p_args->'chapters'))::integer)), '[]'::jsonb),
  'days', coalesce((
    SELECT jsonb_agg(jsonb_build_object('day', d.day::text, 'plays', d.plays) ORDER BY d.day DESC)
    FROM ((SELECT day, plays FROM learning_days WHERE user_id = p_user ORDER BY day DESC LIMIT 400)
          UNION
          SELECT day, plays FROM learning_days
          WHERE user_id = p_user
            AND day IN (SELECT (jsonb_array_elements_text(p_args->'days'))::date)) d), '[]'::jsonb),
  'freeze_days', coalesce((
    SELECT jsonb_agg(f.day::text ORDER BY f.day DESC)
    FROM (SELECT day FROM streak_freeze_days WHERE user_id = p_user
          ORDER BY day DESC LIMIT 400) f), '[]'::jsonb),
  'streak', (SELECT jsonb_build_object('goal', s.goal, 'freezes', s.freezes,
                                       'goal_days', s.goal_days)
             FROM streak_states s WHERE s.user_id = p_user),
  'events', coalesce((
    SELECT jsonb_agg(jsonb_build_array(e.mission_id, e.period, e.source)
                     ORDER BY e.mission_id, e.period, e.source)
    FROM mission_events e
    WHERE e.user_id = p_user
      AND (e.mission_id, e.period, e.source) IN (
        SELECT x->>0, x->>1, x->>2 FROM jsonb_array_elements(p_args->'events') x)), '[]'::jsonb),
  'missions', coalesce((
    SELECT jsonb_agg(jsonb_build_object('mission_id', m.mission_id, 'period', m.period,
                                        'current_progress', m.current_progress,
                                        'per_course', m.per_course,
                                        'completed_at', m.completed_at)
                     ORDER BY m.mission_id, m.period)
    FROM mission_progress m
    WHERE m.user_id = p_user
      AND (m.mission_id, m.period) IN (
        SELECT x->>0, x->>1 FROM jsonb_array_elements(p_args->'missions') x)), '[]'::jsonb),
  'points_daily', (SELECT p.raw FROM points_daily p
                   WHERE p.user_id = p_user AND p.day = (p_args->>'day_utc')::date),
  'week', (SELECT jsonb_build_object('country', w.country, 'points', w.points)
           FROM leaderboard_weekly w
           WHERE w.user_id = p_user AND w.week_start = (p_args->>'week_start')::date),
  'all_time', (SELECT jsonb_build_object('country', a.country, 'points', a.points)
               FROM leaderboard_all_time a WHERE a.user_id = p_user)
);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION finish_apply(p_user uuid, p_args jsonb, p_hash text, p_writes jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_state jsonb;
  v_now timestamptz := (p_writes->>'now')::timestamptz;
  v_notification integer;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  v_state := finish_state(p_user, p_args);
  IF md5(v_state::text) <> p_hash THEN
    RETURN jsonb_build_object('conflict', true, 'state', v_state, 'hash', md5(v_state::text));
  END IF;

  IF jsonb_array_length(p_writes->'records') > 0 THEN
    INSERT INTO finish_records AS f (user_id, session, subject_id, chapter_id, task_id, minigame_id,
      timestamp_started, timestamp_finished, is_complete, counted, client_points, points, earned,
      total, stars, record, received_at, updated_at)
    SELECT p_user, r.session, r.subject_id, r.chapter_id, r.task_id, r.minigame_id,
      r.timestamp_started, r.timestamp_finished, r.is_complete, r.counted, r.client_points, r.points,
      r.earned, r.total, r.stars, r.record, v_now, v_now
    FROM jsonb_to_recordset(p_writes->'records') AS r(session text, subject_id integer,
      chapter_id integer, task_id integer, minigame_id integer, timestamp_started bigint,
      timestamp_finished bigint, is_complete boolean, counted boolean, client_points integer,
      points integer, earned double precision, total integer, stars smallint, record jsonb)
    ON CONFLICT (user_id, session) DO UPDATE SET subject_id = excluded.subject_id,
      chapter_id = excluded.chapter_id, task_id = excluded.task_id,
      minigame_id = excluded.minigame_id, timestamp_started = excluded.timestamp_started,
      timestamp_finished = excluded.timestamp_finished, is_complete = excluded.is_complete,
      counted = excluded.counted, client_points = excluded.client_points, points = excluded.points,
      earned = excluded.earned, total = excluded.total, stars = excluded.stars,
      record = excluded.record, updated_at = excluded.updated_at;
  END IF;

  IF jsonb_array_length(p_writes->'tasks') > 0 THEN
    INSERT INTO task_results (user_id, task_id, subject_id, chapter_id, best_stars, best_points,
      is_completed, plays, completed_at)
    SELECT p_user, t.task_id, t.subject_id, t.chapter_id, t.best_stars, t.best_points,
      t.is_completed, t.plays, t.completed_at
    FROM jsonb_to_recordset(p_writes->'tasks') AS t(task_id integer, subject_id integer,
      chapter_id integer, best_stars smallint, best_points integer, is_completed boolean,
      plays integer, completed_at timestamptz)
    ON CONFLICT (user_id, task_id) DO UPDATE SET best_stars = excluded.best_stars,
      best_points = excluded.best_points, is_completed = excluded.is_completed,
      plays = excluded.plays, completed_at = excluded.completed_at;
  END IF;

  IF jsonb_array_length(p_writes->'chapters') > 0 THEN
    INSERT INTO chapter_progress (user_id, chapter_id, subject_id, progress, is_completed,
      is_current, updated_at)
    SELECT p_user, c.chapter_id, c.subject_id, c.progress, c.is_completed, c.is_current, v_now
    FROM jsonb_to_recordset(p_writes->'chapters') AS c(chapter_id integer, subject_id integer,
      progress smallint, is_completed boolean, is_current boolean)
    ON CONFLICT (user_id, chapter_id) DO UPDATE SET subject_id = excluded.subject_id,
      progress = excluded.progress, is_completed = excluded.is_completed,
      is_current = excluded.is_current, updated_at = excluded.updated_at;
  END IF;

  IF jsonb_array_length(p_writes->'reviews') > 0 THEN
    INSERT INTO chapter_reviews (user_id, chapter_id, subject_id, due, stability, difficulty,
      elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, last_rating)
    SELECT p_user, v.chapter_id, v.subject_id, v.due, v.stability, v.difficulty, v.elapsed_days,
      v.scheduled_days, v.learning_steps, v.reps, v.lapses, v.state, v.last_review, v.last_rating
    FROM jsonb_to_recordset(p_writes->'reviews') AS v(chapter_id integer, subject_id integer,
      due timestamptz, stability double precision, difficulty double precision,
      elapsed_days integer, scheduled_days integer, learning_steps integer, reps integer,
      lapses integer, state smallint, last_review timestamptz, last_rating smallint)
    ON CONFLICT (user_id, chapter_id) DO UPDATE SET subject_id = excluded.subject_id,
      due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
      elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days,
      learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses,
      state = excluded.state, last_review = excluded.last_review,
      last_rating = excluded.last_rating;
  END IF;

  IF jsonb_array_length(p_writes->'days') > 0 THEN
    INSERT INTO learning_days (user_id, day, plays)
    SELECT p_user, d.day, d.plays
    FROM jsonb_to_recordset(p_writes->'days') AS d(day date, plays integer)
    ON CONFLICT (user_id, day) DO UPDATE SET plays = excluded.plays;
  END IF;

  IF jsonb_array_length(p_writes->'freeze_days') > 0 THEN
    INSERT INTO streak_freeze_days (user_id, day)
    SELECT p_user, d::date FROM jsonb_array_elements_text(p_writes->'freeze_days') d
    ON CONFLICT DO NOTHING;
  END IF;

  IF p_writes->'streak' <> 'null'::jsonb THEN
    INSERT INTO streak_states (user_id, goal, freezes, goal_days, updated_at)
    VALUES (p_user, (p_writes->'streak'->>'goal')::integer,
            (p_writes->'streak'->>'freezes')::integer,
            (p_writes->'streak'->>'goal_days')::integer, v_now)
    ON CONFLICT (user_id) DO UPDATE SET goal = excluded.goal, freezes = excluded.freezes,
      goal_days = excluded.goal_days, updated_at = excluded.updated_at;
  END IF;

  IF jsonb_array_length(p_writes->'events') > 0 THEN
    INSERT INTO mission_events (user_id, mission_id, period, source, created_at)
    SELECT p_user, e->>0, e->>1, e->>2, v_now FROM jsonb_array_elements(p_writes->'events') e
    ON CONFLICT DO NOTHING;
  END IF;

  IF jsonb_array_length(p_writes->'missions') > 0 THEN
    INSERT INTO mission_progress (user_id, mission_id, period, current_progress, per_course,
      completed_at)
    SELECT p_user, m.mission_id, m.period, m.current_progress, m.per_course, m.completed_at
    FROM jsonb_to_recordset(p_writes->'missions') AS m(mission_id text, period text,
      current_progress integer, per_course jsonb, completed_at timestamptz)
    ON CONFLICT (user_id, mission_id, period) DO UPDATE SET
      current_progress = excluded.current_progress, per_course = excluded.per_course,
      completed_at = excluded.completed_at;
  END IF;

  IF p_writes->'user' <> 'null'::jsonb THEN
    UPDATE users SET points = points + (p_writes->'user'->>'points')::integer,
      diamond = diamond + (p_writes->'user'->>'diamond')::integer,
      exercise_completed = exercise_completed + (p_writes->'user'->>'exercises')::integer,
      learning_streak = coalesce((p_writes->'user'->>'streak')::integer, learning_streak)
    WHERE id = p_user;
  END IF;

  IF p_writes->'points_daily' <> 'null'::jsonb THEN
    INSERT INTO points_daily (user_id, day, raw, counted)
    VALUES (p_user, (p_args->>'day_utc')::date, (p_writes->'points_daily'->>'raw')::integer,
            (p_writes->'points_daily'->>'counted')::integer)
    ON CONFLICT (user_id, day) DO UPDATE SET raw = excluded.raw, counted = excluded.counted;
  END IF;

  IF p_writes->'board' <> 'null'::jsonb THEN
    INSERT INTO leaderboard_weekly AS w (week_start, user_id, country, points)
    VALUES ((p_args->>'week_start')::date, p_user, p_writes->'board'->>'country',
            (p_writes->'board'->>'delta')::integer)
    ON CONFLICT (week_start, user_id) DO UPDATE SET points = w.points + excluded.points;
    INSERT INTO leaderboard_all_time AS a (user_id, country, points)
    VALUES (p_user, p_writes->'board'->>'country', (p_writes->'board'->>'delta')::integer)
    ON CONFLICT (user_id) DO UPDATE SET points = a.points + excluded.points;
    -- Appended, never updated: no row every student shares (leaderboard_fold counts them).
    INSERT INTO leaderboard_moves (board, country, points, students)
    SELECT c.board, c.country, c.points, c.students
    FROM jsonb_to_recordset(p_writes->'board'->'moves')
      AS c(board text, country text, points integer, students integer);
  END IF;

  IF p_writes->'notification' <> 'null'::jsonb THEN
    INSERT INTO notifications (user_id, kind, params, link, created_at)
    VALUES (p_user, p_writes->'notification'->>'kind', p_writes->'notification'->'params',
            p_writes->'notification'->>'link', v_now)
    RETURNING id INTO v_notification;
  END IF;

  RETURN jsonb_build_object('conflict', false, 'notification', v_notification);
END
$$;
