/** Wire types of the mission service (docs/api.md: Mission service). */
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
