import { useId } from 'react';
import { fixtureGroups } from './fixtures';

interface FixturePickerProps {
  value: string;
  onPick: (id: string) => void;
}

export function FixturePicker({ value, onPick }: FixturePickerProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Fixture</label>
      <select id={id} value={value} onChange={(e) => onPick(e.target.value)}>
        <option value="">Choose a fixture…</option>
        {fixtureGroups().map(([group, fixtures]) => (
          <optgroup key={group} label={group || 'content-fixtures'}>
            {fixtures.map((f) => (
              <option key={f.id} value={f.id}>
                {group ? `${group} / ${f.name}` : f.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
