import { useId, useState, type FormEvent } from 'react';
import type { PagePreview } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { richLine } from './rich-line.ts';
import './page-import.css';

interface Props {
  preview: PagePreview | null;
  picked: string | null;
  onRead: (preview: PagePreview) => void;
  onPick: (imageUrl: string) => void;
}

/**
 * "Save from a URL": the person pastes a page's address, the server reads it (through its
 * guarded fetcher) and offers the page's images of at least 200 px to choose from, as radio
 * cards with the server's thumbnails. Errors (unreachable, no images, a refused address) show
 * under the field in the server's words.
 */
export function PageImport({ preview, picked, onRead, onPick }: Props) {
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function read(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const url = String(new FormData(e.currentTarget).get('url') ?? '').trim();
    if (!url) return setError('Paste the address of a web page');
    setBusy(true);
    setError(null);
    try {
      const page = await callResource('PagePreviewResource', 'create', { url });
      onRead(page);
    } catch (err) {
      setError(formError(err).message);
    } finally {
      setBusy(false);
    }
  }

  const rich = preview ? richLine(preview.richSummary) : null;
  return (
    <section className="page-import" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>Save from a URL</h2>
      <form onSubmit={read} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-url`}>Page address</label>
          <div className="page-import-row">
            <input
              id={`${ids}-url`}
              name="url"
              type="url"
              inputMode="url"
              placeholder="https://"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-err` : undefined}
            />
            <button className="btn" type="submit" disabled={busy}>
              {busy ? 'Reading…' : 'Find images'}
            </button>
          </div>
          {error && (
            <span id={`${ids}-err`} className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      </form>
      {preview && (
        <fieldset className="page-images">
          <legend>
            Choose an image from {preview.siteName ?? new URL(preview.url).hostname}
            {rich && <span className="page-rich"> · {rich}</span>}
          </legend>
          {preview.images.map((img, i) => (
            <label key={img.url} className="page-image">
              <input
                type="radio"
                name={`${ids}-image`}
                value={img.url}
                checked={picked === img.url}
                onChange={() => onPick(img.url)}
              />
              <img src={img.thumbnail} alt={img.alt ?? ''} />
              <span className="page-image-size">
                <span className="visually-hidden">
                  Image {i + 1} of {preview.images.length},{' '}
                </span>
                {img.width} × {img.height}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
