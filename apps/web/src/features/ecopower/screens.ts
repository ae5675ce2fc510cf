/** The ecopower pages load as one chunk: they share most of their code. */
export { EcopowerAccessible } from './ecopower-accessible';
export { EcopowerBridge } from './ecopower-bridge';
export { EcopowerChapters } from './ecopower-chapters';
export { EcopowerFunActivities } from './ecopower-fun-activities';
export { EcopowerFunError } from './ecopower-fun-error';
export { EcopowerFunSuccess } from './ecopower-fun-success';
export { EcopowerHome } from './ecopower-home';
export { EcopowerOurStory } from './ecopower-our-story';
export { EcopowerQuiz } from './ecopower-quiz';
export { EcopowerTaskList } from './ecopower-task-list';
export { EcopowerTips } from './ecopower-tips';
export { EcopowerWhyItMatters } from './ecopower-why-it-matters';
