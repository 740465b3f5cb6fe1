import type { REACTIONS } from './card-rules.ts';
import './reaction-icon.css';

export type ReactionName = (typeof REACTIONS)[number]['name'];

const FACE = <circle cx="12" cy="12" r="10" fill="#ffcc4d" />;
const EYES = (
  <>
    <ellipse cx="8.5" cy="9.5" rx="1.3" ry="1.8" fill="#664500" />
    <ellipse cx="15.5" cy="9.5" rx="1.3" ry="1.8" fill="#664500" />
  </>
);

/** Each reaction's picture, drawn here so it shows without an emoji font. */
const SHAPES: Record<ReactionName, React.ReactNode> = {
  goodIdea: (
    <>
      <path d="M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" fill="#ffcc4d" />
      <rect x="8.5" y="18" width="7" height="2" rx="1" fill="#99aab5" />
      <rect x="9.5" y="20.5" width="5" height="1.8" rx=".9" fill="#99aab5" />
    </>
  ),
  love: (
    <path
      d="M12 21s-8.5-5.3-8.5-11.2A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 8.5 3.2C20.5 15.7 12 21 12 21z"
      fill="#e60023"
    />
  ),
  thanks: (
    <>
      <path d="M11.4 3.5 6 13.5l-1.5 6.5 4 1.5 3-7.5z" fill="#ffcc4d" />
      <path d="M12.6 3.5 18 13.5l1.5 6.5-4 1.5-3-7.5z" fill="#f4b400" />
    </>
  ),
  wow: (
    <>
      {FACE}
      {EYES}
      <ellipse cx="12" cy="16.5" rx="2.5" ry="3" fill="#664500" />
    </>
  ),
  haha: (
    <>
      {FACE}
      <path d="M6.5 9.5 9.5 8M17.5 9.5 14.5 8" stroke="#664500" strokeWidth="1.6" />
      <path d="M6 13h12a6 6 0 0 1-12 0z" fill="#664500" />
    </>
  ),
};

/** A reaction's icon: decorative (aria-hidden), the control around it says which one it is. */
export function ReactionIcon({ name, size = 18 }: { name: ReactionName; size?: number }) {
  return (
    <svg
      className="reaction-icon"
      data-reaction={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name]}
    </svg>
  );
}
