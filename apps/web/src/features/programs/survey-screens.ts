/** The survey list and its thank-you page load as one chunk. */
export { SurveyList } from './survey-list';
export { SurveyThankYou } from './survey-thank-you';
