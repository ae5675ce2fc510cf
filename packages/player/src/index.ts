/** @web-ed/player: plays one task through the plugin registry, scored by the engine. */
export { isResumable, Player, type PlayerProps } from './player';
export { QuestionView, type QuestionViewProps } from './question-view';
export { questionContextOf, type AskBuddyContext, type QuestionContext } from './question-context';
export { preloadViews, viewsAskedBy } from './view-module';
