import { useId, useState } from 'react';

/**
 * A secret shown this once (a token, a client secret): selectable text, a Copy button, and
 * words saying it cannot be shown again. Done puts it away.
 */
export function ShownOnce({
  label,
  value,
  onDone,
}: {
  label: string;
  value: string;
  onDone: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="shown-once" role="status">
      <label htmlFor={id}>{label}</label>
      <p className="settings-note" id={`${id}-note`}>
        Copy it now: Tack keeps only a fingerprint of it and can't show it again.
      </p>
      <input
        id={id}
        readOnly
        value={value}
        aria-describedby={`${id}-note`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="save-row">
        <button
          type="button"
          className="btn"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
