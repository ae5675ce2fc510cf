/** The course catalogue's public surface: the course and chapter reads and the chapter rules. */
export {
  fetchChapters,
  fetchQuestions,
  fetchSubjects,
  fetchTasks,
  type TaskInfo,
} from './courses-data';
export { CEREBRY_STORE_KEY } from './cerebry-check';
export { formatBytes } from './course-pack/byte-size';
export { chapterPackQuery, learningUrl } from './course-pack/pack-plan';
