import { CONSENT_CATEGORIES, NECESSARY_TEXT, type ConsentValues } from './consent-texts.ts';
import '../../ui/form-controls.css';

/** A switch per optional category, each saying what it changes; the necessary ones, always on. */
export function ConsentSwitches({
  values,
  onChange,
}: {
  values: ConsentValues;
  onChange: (values: ConsentValues) => void;
}) {
  return (
    <div className="consent-switches">
      <div className="switch-row consent-necessary">
        <span>
          <strong>Strictly necessary</strong>
          <span className="choice-text">{NECESSARY_TEXT}</span>
        </span>
        <span className="consent-always">Always on</span>
      </div>
      {CONSENT_CATEGORIES.map((c) => (
        <label className="switch-row" key={c.key}>
          <span>
            <strong>{c.title}</strong>
            <span className="choice-text" id={`consent-${c.key}`}>
              {c.text}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="switch"
            name={c.key}
            aria-describedby={`consent-${c.key}`}
            checked={values[c.key]}
            onChange={(e) => onChange({ ...values, [c.key]: e.target.checked })}
          />
        </label>
      ))}
    </div>
  );
}
