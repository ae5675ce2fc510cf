/**
 * A source the importer refuses as a whole (a damaged or hostile zip, unsafe XML). The message is
 * written for a content author: what is wrong and, where it helps, what to do.
 */
export class ImportError extends Error {
  constructor(
    message: string,
    /** Where in the source, when known (a zip entry, a file). */
    readonly path = '',
  ) {
    super(message);
    this.name = 'ImportError';
  }
}
