import { useSections } from './BoardSections.tsx';

/**
 * A select of a board's sections, with "No section" first; nothing when the board has no
 * sections (the pin then simply goes on the board).
 */
export function SectionSelect({
  id,
  boardId,
  value,
  onChange,
  error,
}: {
  id: string;
  boardId: string | undefined;
  value: string;
  onChange: (sectionId: string) => void;
  error?: string;
}) {
  const sections = useSections(boardId || undefined);
  const items = sections.data ?? [];
  if (!items.length && !error) return null;
  return (
    <div className="field">
      <label htmlFor={id}>Section</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">No section</option>
        {items.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
