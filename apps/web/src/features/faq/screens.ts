/** The FAQ screens load as one chunk: they share most of their code. */
export { Faq } from './faq';
export { FaqDetail } from './faq-detail';
