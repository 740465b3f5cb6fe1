import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COUNTRIES, LOCALES, USE_CASES, type UseCase } from '@tack/contract/account';
import { namedCountries, namedLocales } from '../settings/account/names.ts';
import { callResource } from '../../api/client.ts';
import { formErrors } from '../../api/form-errors.ts';
import { boardIdeas, guessLocale } from './defaults.ts';
import type { StepProps } from './OnboardingPage.tsx';

/** A step's buttons: the step's own action, and Skip, which saves nothing. */
function Actions({ onSkip, children }: { onSkip: () => void; children: ReactNode }) {
  return (
    <div className="onboarding-actions">
      <button type="button" className="btn" onClick={onSkip}>
        Skip
      </button>
      {children}
    </div>
  );
}

/** CountryLocale: where the person lives and the language numbers and dates are shown in. */
export function PlaceStep({ answers, next }: StepProps) {
  const guess = useMemo(
    () => guessLocale(navigator.languages ?? [navigator.language], answers),
    [answers],
  );
  const [country, setCountry] = useState(guess.country);
  const [locale, setLocale] = useState(guess.locale);
  // Named in the browser's language, as the settings page names them.
  const countries = useMemo(() => namedCountries(COUNTRIES, navigator.language), []);
  const languages = useMemo(() => namedLocales(LOCALES, navigator.language), []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void next({ country, locale: locale as (typeof LOCALES)[number] });
      }}
    >
      <p>We use these to show you ideas from where you are, with dates and numbers your way.</p>
      <div className="field">
        <label htmlFor="ob-country">Country or region</label>
        <select id="ob-country" value={country} onChange={(e) => setCountry(e.target.value)}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ob-locale">Language</label>
        <select id="ob-locale" value={locale} onChange={(e) => setLocale(e.target.value)}>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <Actions onSkip={() => void next()}>
        <button type="submit" className="btn btn-primary">
          Next
        </button>
      </Actions>
    </form>
  );
}

/** InterestPicker: tiles with pictures; each one followed or unfollowed as it is pressed. */
export function InterestStep({ next, picked, setPicked }: StepProps) {
  const list = useQuery({
    queryKey: ['interests', 'onboarding'],
    queryFn: () => callResource('InterestsResource', 'get', { page_size: 24 }),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  async function toggle(id: string, name: string) {
    const on = !picked.includes(name);
    setBusy(id);
    setFailed(false);
    try {
      await callResource('InterestFollowResource', on ? 'create' : 'delete', {
        interest_id: id,
      });
      setPicked(on ? [...picked, name] : picked.filter((n) => n !== name));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div>
      <p>Pick what you&apos;d like to see: your home feed brings you more of it.</p>
      <p className="visually-hidden" role="status">
        {picked.length ? `${picked.length} picked` : ''}
      </p>
      {failed && (
        <p className="form-error" role="alert">
          Sorry! That didn&apos;t save. Try again.
        </p>
      )}
      {list.isPending && <p className="empty">Loading…</p>}
      {list.isError && <p className="empty">Sorry! The interests could not be loaded.</p>}
      {list.data && !list.data.items.length && <p className="empty">No interests yet.</p>}
      <ul className="interest-picker">
        {list.data?.items.map((i) => {
          const on = picked.includes(i.name);
          return (
            <li key={i.id}>
              <button
                type="button"
                className="interest-choice"
                aria-pressed={on}
                disabled={busy === i.id}
                onClick={() => void toggle(i.id, i.name)}
              >
                {i.coverImageUrl ? (
                  <img src={i.coverImageUrl} alt="" loading="lazy" />
                ) : (
                  <span className="interest-blank" />
                )}
                <span className="interest-name">{i.name}</span>
                {on && (
                  <span className="interest-check" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Actions onSkip={() => void next()}>
        <button type="button" className="btn btn-primary" onClick={() => void next()}>
          {picked.length ? `Next (${picked.length} picked)` : 'Next'}
        </button>
      </Actions>
    </div>
  );
}

/** UseCase: one answer, which Tack keeps to suggest ideas. */
export function UseCaseStep({ answers, next }: StepProps) {
  const [choice, setChoice] = useState<UseCase | null>(answers.useCase);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void next(choice ? { use_case: choice } : undefined);
      }}
    >
      <fieldset className="choice-group">
        <legend>Choose the one that fits best</legend>
        {(Object.keys(USE_CASES) as UseCase[]).map((k) => (
          <label className="radio-card" key={k}>
            <input
              type="radio"
              name="use_case"
              value={k}
              checked={choice === k}
              onChange={() => setChoice(k)}
            />
            <span>
              <strong>{USE_CASES[k]}</strong>
            </span>
          </label>
        ))}
      </fieldset>
      <Actions onSkip={() => void next()}>
        <button type="submit" className="btn btn-primary" disabled={!choice}>
          Next
        </button>
      </Actions>
    </form>
  );
}

/** A first board to save ideas to, with name ideas from the interests picked. */
export function BoardStep({ next, picked }: StepProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await callResource('BoardResource', 'create', { name: name.trim() });
    } catch (err) {
      const f = formErrors(err, ['name']);
      setError(f.fields.name ?? f.form);
      setBusy(false);
      document.getElementById('ob-board')?.focus();
      return;
    }
    await next();
  }
  return (
    <form onSubmit={create} noValidate>
      <p>Boards keep your ideas together. Name your first one; you can make more any time.</p>
      <div className="field">
        <label htmlFor="ob-board">Board name</label>
        <input
          id="ob-board"
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ob-board-error' : 'ob-board-hint'}
        />
        <span className="field-hint" id="ob-board-hint">
          Up to 50 characters
        </span>
        {error && (
          <span className="field-error" id="ob-board-error">
            {error}
          </span>
        )}
      </div>
      <div className="board-ideas" role="group" aria-label="Name ideas">
        {boardIdeas(picked).map((idea) => (
          <button type="button" key={idea} className="btn chip" onClick={() => setName(idea)}>
            {idea}
          </button>
        ))}
      </div>
      <Actions onSkip={() => void next()}>
        <button type="submit" className="btn btn-primary" disabled={busy || !name.trim()}>
          Create board and finish
        </button>
      </Actions>
    </form>
  );
}
