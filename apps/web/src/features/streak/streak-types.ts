/** Wire types of the streak routes (docs/api.md: Streaks). */

export interface StreakAnswer {
  learning_streak: number;
  today: string;
  today_plays: number;
  goal: number;
  goals: number[];
  goal_met_today: boolean;
  freezes: number;
  freeze_max: number;
  goal_days: number;
  next_freeze_in: number;
  freezes_used_now: number;
  calendar: { day: string; plays: number; goal_met: boolean; frozen: boolean }[];
}

export interface StreakCheckAnswer {
  learning_streak: number;
  extended_today: boolean;
  today_plays: number;
  goal: number;
  goal_met_today: boolean;
  freezes: number;
  freezes_used_now: number;
}
