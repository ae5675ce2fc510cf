/** The streak routes (docs/api.md: Streaks). */
import { get, post } from '../../lib/calls';
import type { StreakAnswer, StreakCheckAnswer } from './streak-types';

export const fetchStreak = () => get<StreakAnswer>('user', 'streak/get-streak');
export const fetchStreakCheck = () => get<StreakCheckAnswer>('user', 'streak/check');
export const setStreakGoal = (goal: number) =>
  post<{ goal: number; goals: number[]; freezes: number }>('user', 'streak/set-goal', { goal });
