import { useId, type Ref } from 'react';

interface JsonEditorProps {
  value: string;
  onChange: (text: string) => void;
  editorRef: Ref<HTMLTextAreaElement>;
  describedBy: string;
}

/** The author's JSON, as plain text: what is pasted here is exactly what gets validated. */
export function JsonEditor({ value, onChange, editorRef, describedBy }: JsonEditorProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Content JSON</label>
      <textarea
        id={id}
        ref={editorRef}
        className="json-editor"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        placeholder="Paste a course, chapter, task or question here, or choose a fixture above."
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
      />
    </div>
  );
}
