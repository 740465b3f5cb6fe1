import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { callResource } from '../../api/client.ts';

/** The header search box with suggestions as you type (a combobox over a listbox). */
export function SearchBox() {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced, setDebounced] = useState(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(text.trim()), 150);
    return () => window.clearTimeout(t);
  }, [text]);
  const suggestions = useQuery({
    queryKey: ['suggestions', debounced],
    queryFn: () => callResource('SearchSuggestionsResource', 'get', { query: debounced }),
    enabled: debounced.length > 0,
    staleTime: 60_000,
  });
  const items = open && debounced ? (suggestions.data?.items ?? []) : [];

  function go(q: string, source: 'typed' | 'ac') {
    if (!q.trim()) return;
    setOpen(false);
    setText(q);
    navigate(`/search/pins/?q=${encodeURIComponent(q.trim())}&rs=${source}`);
  }
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, -1));
    } else if (e.key === 'Escape') setOpen(false);
  }
  return (
    <form
      className="search"
      data-anchor="search-box"
      role="search"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        go(active >= 0 && items[active] ? items[active] : text, active >= 0 ? 'ac' : 'typed');
      }}
    >
      <label className="visually-hidden" htmlFor="search-q">
        Search
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        placeholder="Search"
        autoComplete="off"
        value={text}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {items.length > 0 && (
        <ul className="menu suggestions" id={listId} role="listbox" aria-label="Suggestions">
          {items.map((s, i) => (
            <li
              key={s}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                go(s, 'ac');
              }}
            >
              {s}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
