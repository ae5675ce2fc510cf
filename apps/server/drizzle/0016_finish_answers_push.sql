-- Issue 18: finish_apply also answers whether the student has a push subscription, read only
-- when the batch stored a notification: the server then pushes it, and makes no look-up of its
-- own for the many students who never subscribed.
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

  RETURN jsonb_build_object('conflict', false, 'notification', v_notification,
    'subscribed', v_notification IS NOT NULL
                  AND EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = p_user));
END
$$;
