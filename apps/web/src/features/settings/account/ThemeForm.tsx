import { useState } from 'react';
import type { Theme } from '@tack/contract/account';
import { applyTheme } from '../../../ui/theme/apply-theme.ts';
import { formError } from '../../../api/client.ts';
import { useViewer } from '../../auth/queries.ts';
import { useUpdateAccount } from '../queries.ts';
import '../../../ui/form-controls.css';

const CHOICES: { value: Theme; label: string; text: string }[] = [
  { value: 'system', label: 'System', text: "Light or dark, as your device's setting" },
  { value: 'light', label: 'Light', text: 'Dark text on light backgrounds' },
  { value: 'dark', label: 'Dark', text: 'Light text on dark backgrounds' },
];

/**
 * The colour theme. Applied at once and saved; a failed save puts the page back as it was.
 * The browser remembers it too (a cookie the server sets), for pages seen while logged out.
 */
export function ThemeForm() {
  const viewer = useViewer()!;
  const update = useUpdateAccount();
  const [error, setError] = useState('');
  // The choice shows checked in the same render as the click (React puts a controlled radio
  // back at once otherwise, until the mutation's pending state arrives a task later).
  const [picked, setPicked] = useState<Theme | null>(null);
  const choose = (theme: Theme) => {
    const before = viewer.theme;
    setError('');
    setPicked(theme);
    applyTheme(theme);
    update.mutate(
      { theme },
      {
        onError: (err) => {
          applyTheme(before);
          setError(formError(err).message);
        },
        onSettled: () => setPicked(null),
      },
    );
  };
  const current = picked ?? viewer.theme;
  return (
    <section className="settings-panel" aria-labelledby="theme-title">
      <h2 id="theme-title">Dark mode</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="choice-group">
        <legend>Colour theme</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="radio-card">
            <input
              type="radio"
              name="theme"
              value={c.value}
              checked={current === c.value}
              onChange={() => choose(c.value)}
            />
            <span>
              <strong>{c.label}</strong>
              <span className="choice-text">{c.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
