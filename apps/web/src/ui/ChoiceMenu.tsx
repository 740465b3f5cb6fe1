import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FloatingMenu } from './FloatingMenu.tsx';
import { nextIndex } from './choice-keys.ts';
import './choice-menu.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled menu button that picks one of a few choices ("Sort by: A to Z ⌄"), instead of a
 * bare `<select>`. The menu lists them as radio items: arrows, Home and End move, Enter or Space
 * picks, Escape closes and gives focus back to the button, Tab closes.
 */
export function ChoiceMenu<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const current = choices.find((c) => c.value === value) ?? choices[0];
  const items = () => [
    ...(list.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? []),
  ];
  const focusAt = (i: number) => items()[i]?.focus({ preventScroll: true });

  useEffect(() => {
    if (!open) return;
    // The menu is measured hidden, then placed: focus the chosen item once it is shown.
    const frame = requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLElement>('[aria-checked=true]')
        ?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);

  function onMenuKey(e: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Tab') return setOpen(false);
    const next = nextIndex(e.key, at, all.length);
    if (next === null) return;
    e.preventDefault();
    focusAt(next);
  }
  function onButtonKey(e: KeyboardEvent) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="choice-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        <span className="choice-menu-label">{label}:</span> {current?.label}
        <span aria-hidden="true"> ⌄</span>
      </button>
      {open && (
        <FloatingMenu anchor={button} onClose={() => setOpen(false)}>
          <div id={id} ref={list} role="group" aria-label={label} onKeyDown={onMenuKey}>
            {choices.map((c) => (
              <button
                key={c.value}
                type="button"
                role="menuitemradio"
                aria-checked={c.value === value}
                tabIndex={-1}
                onClick={() => {
                  onChange(c.value);
                  button.current?.focus();
                }}
              >
                <span className="choice-check" aria-hidden="true">
                  {c.value === value ? '✓' : ''}
                </span>
                {c.label}
              </button>
            ))}
          </div>
        </FloatingMenu>
      )}
    </>
  );
}
