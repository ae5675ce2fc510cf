/** The streak routes (docs/api.md: Streaks). */
import type { GetStreakResponse, SetGoalResponse, StreakCheckResponse } from '@web-ed/schemas/api';
import { get, post } from '../../lib/calls';

export const fetchStreak = () => get<GetStreakResponse>('user', 'streak/get-streak');
export const fetchStreakCheck = () => get<StreakCheckResponse>('user', 'streak/check');
export const setStreakGoal = (goal: number) =>
  post<SetGoalResponse>('user', 'streak/set-goal', { goal });
