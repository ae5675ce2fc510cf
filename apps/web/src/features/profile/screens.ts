/** The profile screens load as one chunk: they share most of their code. */
export { LearningProgress } from './learning-progress';
export { Profile } from './profile';
export { ProfileAvatar } from './profile-avatar';
export { ProfileBackground } from './profile-background';
export { ProfileEdit } from './profile-edit';
