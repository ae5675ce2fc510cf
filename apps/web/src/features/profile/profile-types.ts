/** Wire types of the profile routes (docs/api.md: Profile and shop). */

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
