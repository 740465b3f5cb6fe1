import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPlacement } from '../../ui/use-anchored-placement.ts';
import { useFocusTrap } from '../../ui/use-focus-trap.ts';
import { pickerLists } from './board-picker.ts';
import './board-flyout.css';

/** Below this width the picker is a sheet at the bottom of the screen. */
const SHEET_QUERY = '(max-width: 639.98px)';

interface PickableBoard {
  id: string;
  name: string;
}

/**
 * The searchable board picker: a search field, the boards saved to most recently first, Profile,
 * and "Create board". A flyout under its button on a wide screen, a bottom sheet on a phone.
 * Focus moves to the search field, Tab stays inside, Escape or a click outside closes it and
 * focus returns to the button.
 */
export function BoardFlyout<T extends PickableBoard>({
  anchor,
  boards,
  onPick,
  onCreate,
  onClose,
  title = 'Save to board',
  quickOption = 'Profile',
}: {
  anchor: RefObject<HTMLElement | null>;
  boards: readonly T[];
  /** A board, or null for the quick option (Profile: a quick save). */
  onPick: (board: T | null) => void;
  /** The picker's name (a form's board field says "Choose a board"). */
  title?: string;
  /** The first row, picked as null; none when null. */
  quickOption?: string | null;
  onCreate: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [sheet] = useState(() => window.matchMedia(SHEET_QUERY).matches);
  const at = useAnchoredPlacement(anchor, ref, !sheet);
  useFocusTrap(ref, {
    initial: 'input',
    focusable: 'input, button:not([disabled])',
    onEscape: onClose,
  });
  useLayoutEffect(() => {
    if (sheet) return;
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!ref.current?.contains(t) && !anchor.current?.contains(t)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', onClose);
    };
  }, [anchor, onClose, sheet]);

  const { recent, all } = pickerLists(boards, query);
  const row = (b: T) => (
    <li key={b.id}>
      <button type="button" onClick={() => onPick(b)}>
        {b.name}
      </button>
    </li>
  );
  const box = (
    <div
      ref={ref}
      className={sheet ? 'board-flyout board-sheet' : 'board-flyout'}
      role="dialog"
      aria-modal={sheet || undefined}
      aria-label={title}
      // Measured first (see-through, yet focusable), then placed before it is painted.
      style={sheet ? undefined : (at ?? { top: 0, left: 0, opacity: 0 })}
    >
      {sheet && <p className="board-flyout-title">{title}</p>}
      <label className="visually-hidden" htmlFor="board-flyout-search">
        Search your boards
      </label>
      <input
        id="board-flyout-search"
        type="search"
        placeholder="Search your boards"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="board-flyout-lists">
        {!query.trim() && quickOption && (
          <ul className="picker" aria-label="Quick save">
            <li>
              <button type="button" onClick={() => onPick(null)}>
                {quickOption}
              </button>
            </li>
          </ul>
        )}
        {recent.length > 0 && (
          <>
            <p className="board-flyout-heading" id="board-flyout-recent">
              Recent
            </p>
            <ul className="picker" aria-labelledby="board-flyout-recent">
              {recent.map(row)}
            </ul>
          </>
        )}
        {all.length > 0 && (
          <>
            <p className="board-flyout-heading" id="board-flyout-all">
              {query.trim() ? 'Matching boards' : 'All boards'}
            </p>
            <ul className="picker" aria-labelledby="board-flyout-all">
              {all.map(row)}
            </ul>
          </>
        )}
        {query.trim() && all.length === 0 && (
          <p className="card-meta" role="status">
            No boards match “{query.trim()}”.
          </p>
        )}
      </div>
      <button type="button" className="btn board-flyout-create" onClick={onCreate}>
        <span aria-hidden="true">+</span> Create board
      </button>
    </div>
  );
  return createPortal(
    sheet ? (
      <div
        className="backdrop board-sheet-backdrop"
        onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      >
        {box}
      </div>
    ) : (
      box
    ),
    document.body,
  );
}
