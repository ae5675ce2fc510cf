/** The learnalytics screens load as one chunk: they share most of their code. */
export { Learnalytics } from './learnalytics';
export { LearnalyticsCode } from './learnalytics-code';
export { LearnalyticsCodeAdd } from './learnalytics-code-add';
