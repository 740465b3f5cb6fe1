import { movePage, type BuilderPage } from './page-list.ts';

/** The pages of an idea pin being made: each picture, its text, and moving or removing it. */
export function PageEditor({
  pages,
  onPages,
  onChange,
}: {
  pages: BuilderPage[];
  onPages: (pages: BuilderPage[]) => void;
  onChange: (key: string, change: Partial<BuilderPage>) => void;
}) {
  if (!pages.length) return <p className="empty">No pages yet. Add an image or a video.</p>;
  return (
    <ol className="idea-pages">
      {pages.map((p, i) => (
        <li key={p.key} className="idea-page">
          {p.thumbnail ? (
            <img src={p.thumbnail} alt={`Page ${i + 1}${p.videoId ? ' (video)' : ''}`} />
          ) : (
            <div className="idea-page-placeholder" aria-hidden="true">
              ▶
            </div>
          )}
          <div className="idea-page-body">
            {p.note && <p className="video-note">{p.note}</p>}
            <label htmlFor={`page-text-${p.key}`}>Page {i + 1} text</label>
            <textarea
              id={`page-text-${p.key}`}
              maxLength={500}
              rows={2}
              value={p.text}
              onChange={(e) => onChange(p.key, { text: e.target.value })}
            />
            <div className="idea-page-actions">
              <button
                type="button"
                className="btn"
                aria-label={`Move page ${i + 1} up`}
                disabled={i === 0}
                onClick={() => onPages(movePage(pages, i, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn"
                aria-label={`Move page ${i + 1} down`}
                disabled={i === pages.length - 1}
                onClick={() => onPages(movePage(pages, i, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => onPages(pages.filter((x) => x.key !== p.key))}
              >
                Remove page {i + 1}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
