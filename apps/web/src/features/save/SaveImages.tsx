import { useState } from 'react';
import type { SourcePage } from './save-plan.ts';

/**
 * The page's images as checkboxes: the person picks one or several. Images the page's script
 * sent are shown from their own address (the save window's CSP allows that on this page only;
 * no Referer goes with them); the server's reads come as its thumbnails.
 */
export function SaveImages({
  page,
  chosen,
  onChange,
}: {
  page: SourcePage;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  // Sizes the sender could not know (a right-clicked image), as the image reports them here.
  const [measured, setMeasured] = useState<Record<string, string>>({});
  const count = page.images.length;
  const toggle = (src: string, on: boolean) =>
    onChange(on ? [...chosen, src] : chosen.filter((s) => s !== src));
  return (
    <fieldset className="save-images">
      <legend>
        {count === 1 ? 'The image' : `Choose images (${count})`}
        {page.foundBy === 'server' && (
          <span className="save-note"> · found by Tack on the page</span>
        )}
      </legend>
      {page.images.map((im, i) => {
        const size =
          im.width !== null && im.height !== null
            ? `${im.width} × ${im.height}`
            : (measured[im.src] ?? '');
        return (
          <label key={im.src} className="save-image">
            <input
              type="checkbox"
              checked={chosen.includes(im.src)}
              onChange={(e) => toggle(im.src, e.target.checked)}
            />
            <img
              src={im.shown}
              alt={im.alt}
              referrerPolicy="no-referrer"
              onLoad={(e) => {
                const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
                if (im.width === null) setMeasured((m) => ({ ...m, [im.src]: `${w} × ${h}` }));
              }}
            />
            <span className="save-image-size">
              <span className="visually-hidden">
                Image {i + 1} of {count}
                {size && ', '}
              </span>
              {size}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
