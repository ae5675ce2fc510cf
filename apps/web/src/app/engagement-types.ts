/** Wire types of the engagement routes (docs/api.md: Mission service, Streaks, Leaderboard, Profile and shop). */
export type Recurrence = 'daily' | 'weekly' | 'monthly' | 'special';
export type MissionKind = 'regular_mission' | 'beginner_quest' | 'skillcheck';
export type MissionState = 'locked' | 'on_progress' | 'completed' | 'claimed' | 'prize' | 'current';

export interface TotalRewards {
  total_points: number;
  total_diamond: number;
  total_vote: number;
}

export interface MissionItem {
  id: string;
  type: MissionKind;
  recurrence: Recurrence;
  title: string;
  state: MissionState;
  is_prize: boolean;
  current_progress: number;
  target: number;
  progress_text: string;
  Is_Shown: boolean;
  rewards: TotalRewards;
  link: string | null;
  period: { key: string; starts_at: number; ends_at: number | null };
  claimed_at: number | null;
}

export interface RecurringEntry {
  recurrence: Recurrence;
  period_key: string | null;
  starts_at: number | null;
  ends_at: number | null;
  total: number;
  completed: number;
  claimed: number;
}

export interface Milestone {
  id: string;
  title: string;
  target: number;
  state: 'on_progress' | 'completed' | 'claimed';
  rewards: TotalRewards;
}

export interface CompletedMission {
  id: string;
  type: MissionKind;
  recurrence: Recurrence;
  title: string;
  period_key: string;
  claimed_at: number;
  rewards: TotalRewards;
}

export interface MissionsAnswer {
  missions: MissionItem[];
  recurring_list: RecurringEntry[];
  novice_missions: MissionItem[];
  milestones_progress: { current: number; target: number; period_key: string; ends_at: number };
  milestones: Milestone[];
  completed: CompletedMission[];
  total_rewards: TotalRewards;
}

export type ClaimType = MissionKind | 'milestone';

export interface ClaimAnswer extends TotalRewards {
  result: 'success' | 'claimed' | 'failed';
  reason?: string;
  points: number;
  diamond: number;
  votes: number;
}

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

export interface BoardRow {
  rank: number;
  name: string | null;
  avatar_id: number;
  country: string | null;
  points: number;
  is_me: boolean;
}

export interface Board {
  scope: 'weekly' | 'all_time';
  country: string | null;
  week_start: string | null;
  resets_at: number | null;
  top: BoardRow[];
  me: Omit<BoardRow, 'is_me'> & { in_top: boolean };
}

export interface Price {
  type: 'free' | 'points' | 'diamond';
  cost: number;
}

export interface AvatarItem {
  avatar_id: number;
  avatar_type: 'starter' | 'shop';
  is_locked: boolean;
  name: string;
  avatar_url: string;
  price: Price;
}

export interface BackgroundItem {
  background_id: number;
  is_locked: boolean;
  name: string;
  desc: string;
  background_url: string;
  price: Price;
}

export interface ShopItems {
  points: number;
  diamond: number;
  avatars: AvatarItem[];
  backgrounds: BackgroundItem[];
}

export interface BuyAnswer {
  result: 'bought' | 'owned';
  type: 'avatar' | 'background';
  id: number;
  points: number;
  diamond: number;
}

export interface Profile {
  name: string | null;
  id: string;
  points: number;
  diamond: number;
  votes: number;
  country: string | null;
  current_avatar: number;
  current_background: number;
  avatar_url: string;
  background_url: string;
  join_date: string;
  current_streak: number;
  certificates_count: number;
  red_dot_keys: string[];
  statistics: { exercise_completed: number; learning_streak: number };
}

export interface LearningProgress {
  courses: {
    subject_id: number;
    subject_name: string;
    progress: number;
    chapters_done: number;
    chapters_total: number;
  }[];
}
