/**
 * Import: an author drops or picks an H5P package, a QTI content package or a QTI item; it is
 * converted in the browser (nothing is uploaded), and the sandbox shows what came out: how many
 * questions, the importer's report with each place in the source, the course document, and a
 * way to play it in the editor.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { LANGUAGE_NAMES, SUPPORTED_LANGS } from '@web-ed/engine';
import { importCourse, releaseCourse, type ImportedCourse } from './import-file';
import { ImportReportList } from './import-report-list';

interface ImportViewProps {
  hidden: boolean;
  /** Puts the converted course into the editor (and its images into the player's services). */
  onOpen: (course: ImportedCourse) => void;
}

const DEFAULT_COURSE_ID = 9900;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ImportView({ hidden, onOpen }: ImportViewProps) {
  const ids = { file: useId(), lang: useId(), course: useId(), hint: useId() };
  const [lang, setLang] = useState('en');
  const [courseId, setCourseId] = useState(String(DEFAULT_COURSE_ID));
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<ImportedCourse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The course the editor holds: its media URLs live until another course replaces it there.
  const opened = useRef<ImportedCourse | null>(null);

  const convert = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const id = Number(courseId);
      const next = await importCourse(
        file,
        Number.isInteger(id) && id > 0 ? id : DEFAULT_COURSE_ID,
        lang,
      );
      setResult((previous) => {
        if (previous !== opened.current) releaseCourse(previous);
        return next;
      });
    } catch (e) {
      setFailure(`Could not read ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void convert(e.dataTransfer.files[0]);
  };

  const errors = result?.report.filter((r) => r.level === 'error').length ?? 0;
  const warnings = (result?.report.length ?? 0) - errors;

  return (
    <div className="sandbox-view" hidden={hidden}>
      <section className="panel panel--wide" aria-labelledby="import-heading">
        <h2 id="import-heading">Import H5P or QTI</h2>
        <p className="muted" id={ids.hint}>
          An H5P package (.h5p), a QTI content package (.zip) or a QTI item (.xml, QTI 2.1, 2.2 or
          3.0). It is converted on this device; nothing is uploaded.
        </p>
        <div className="import-options">
          <div className="field">
            <label htmlFor={ids.lang}>Language of the course</label>
            <select id={ids.lang} value={lang} onChange={(e) => setLang(e.target.value)}>
              {SUPPORTED_LANGS.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.course}>Course id</label>
            <input
              id={ids.course}
              type="number"
              inputMode="numeric"
              min={1}
              value={courseId}
              onChange={(e) => setCourseId(e.target.value)}
            />
          </div>
        </div>
        <div
          className={`drop-zone${dragging ? ' drop-zone--over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p aria-hidden="true">Drop a file here, or</p>
          <label htmlFor={ids.file} className="button button--primary">
            Choose a file
          </label>
          <input
            id={ids.file}
            className="visually-hidden"
            type="file"
            accept=".h5p,.zip,.xml"
            aria-describedby={ids.hint}
            disabled={busy}
            onChange={(e) => {
              void convert(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <p className="summary" role="status" aria-busy={busy}>
          {busy
            ? 'Converting…'
            : result
              ? `${result.name}: ${plural(result.questions, 'question', 'questions')} converted; ${plural(errors, 'error', 'errors')}, ${plural(warnings, 'warning', 'warnings')}.`
              : 'No file yet.'}
        </p>
        {failure && (
          <p className="load-error" role="alert">
            {failure}
          </p>
        )}
        {result && <ImportReportList report={result.report} />}
        {result?.text && (
          <>
            <button type="button" className="button button--primary" onClick={() => onOpen(result)}>
              Open in the editor and play
            </button>
            <details className="import-course">
              <summary>Course document</summary>
              <pre tabIndex={0} aria-label="Converted course JSON">
                {result.text}
              </pre>
            </details>
          </>
        )}
      </section>
    </div>
  );
}
