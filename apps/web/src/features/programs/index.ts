/** Programs' public surface: the student's programs, which the start of a course checks. */
export { GET_PROGRAMS, loadPrograms } from './load-programs';
