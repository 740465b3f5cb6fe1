import type { ReactNode } from 'react';
import type { PinEditField } from './pin-edit-rules.ts';

/** The id of each field's control; its hint and error ids add -hint and -error. */
export const IDS: Record<PinEditField, string> = {
  title: 'edit-title',
  description: 'edit-description',
  link: 'edit-link',
  altText: 'edit-alt',
  boardId: 'edit-board',
  sectionId: 'edit-section',
  note: 'edit-note',
};

/** A labelled control with its rule shown up front and its error, in words, underneath. */
export function Field({
  field,
  label,
  hint,
  error,
  children,
}: {
  field: PinEditField;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={IDS[field]}>{label}</label>
      {children}
      {hint && (
        <span className="field-hint" id={`${IDS[field]}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${IDS[field]}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
