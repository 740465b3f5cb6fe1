import { useState } from 'react';

/** Recovery codes, shown this once: copy or download them, then confirm they are kept. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Tack recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="recovery-codes">
      <p>
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your
        phone. You won't see them again.
      </p>
      <ol className="recovery-code-list" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="save-row">
        <button
          type="button"
          className="btn"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <a className="btn" href={href} download="tack-recovery-codes.txt">
          Download
        </a>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          I've saved them
        </button>
      </div>
    </div>
  );
}
