/** The math and play area pages load as one chunk; the quiz, with the Player, on its own. */
export { PlayChapters } from './area-chapters';
export { MathCoreConcept, PlayCoreConcept } from './area-core-concept';
export { MathHome, PlayHome } from './area-home';
export { MathQuizResult, PlayQuizResult } from './area-quiz-result';
export { MathTaskList, PlayTaskList } from './area-task-list';
