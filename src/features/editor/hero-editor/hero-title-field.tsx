'use client';
// The hero's title, the one required field (spec §5), kept in view above the preview: blank, it
// says why once the field is left or a save is tried.
import { useEditorContext } from '../editor-labels';
import { INPUT } from '../section-editor/field';

type Props = { id: string; value: string; error: string | null; onChange: (value: string) => void; onLeaveBlank: () => void };

export function HeroTitleField({ id, value, error, onChange, onLeaveBlank }: Props) {
  const { editor: labels } = useEditorContext();
  return (
    <div className="space-y-1 border-b border-gray-200 px-5 py-3">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {labels.heroTitleLabel}
      </label>
      <input
        id={id}
        className={INPUT}
        value={value}
        required
        placeholder={labels.heroTitlePlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        // Save is disabled while the title is blank, so leaving the field is what shows why.
        onBlur={onLeaveBlank}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
