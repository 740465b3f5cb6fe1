import { FloatingMenu } from './FloatingMenu.tsx';
import { useMenuButton } from './use-menu-button.ts';
import './choice-menu.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled menu button that picks one of a few choices ("Sort by: A to Z ⌄"), instead of a
 * bare `<select>`. The menu (our one menu primitive, FloatingMenu) lists them as radio items and
 * opens on the chosen one: arrows, Home and End move, Enter or Space picks, Escape closes and
 * gives focus back to the button, Tab closes.
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
  const { open, button, menu } = useMenuButton();
  const current = choices.find((c) => c.value === value) ?? choices[0];
  return (
    <>
      <button {...button} type="button" className="choice-menu-button">
        <span className="choice-menu-label">{label}:</span> {current?.label}
        <span aria-hidden="true"> ⌄</span>
      </button>
      {open && (
        <FloatingMenu {...menu} label={label}>
          {choices.map((c) => (
            <button
              key={c.value}
              type="button"
              role="menuitemradio"
              aria-checked={c.value === value}
              onClick={() => onChange(c.value)}
            >
              <span className="choice-check" aria-hidden="true">
                {c.value === value ? '✓' : ''}
              </span>
              {c.label}
            </button>
          ))}
        </FloatingMenu>
      )}
    </>
  );
}
