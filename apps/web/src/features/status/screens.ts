/** The status pages load as one chunk: they share most of their code. */
export { ComingSoon } from './coming-soon';
export { NotFound } from './not-found';
