/** The shop screens load as one chunk: they share most of their code. */
export { Explore } from './explore';
export { Shop } from './shop';
