import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Link, useInRouterContext } from 'react-router';
import { useViewport } from './hooks.ts';
import { useAnchoredCheck } from './anchored-check.ts';
import './calm.css';
import {
  messageLinkAttributes,
  placePanel,
  SIZES,
  type ButtonView,
  type Direction,
  type Rect,
} from './rules.ts';

const isSitePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * A link that stays in the single-page app for site paths (when inside a router) and is a
 * plain anchor otherwise. `newTab` adds target="_blank" with rel="noopener noreferrer".
 */
export function ExpLink({
  href,
  className,
  newTab = false,
  nofollow = false,
  ariaLabel,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  newTab?: boolean;
  nofollow?: boolean;
  ariaLabel?: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const inRouter = useInRouterContext();
  if (inRouter && isSitePath(href) && !newTab)
    return (
      <Link to={href} className={className} aria-label={ariaLabel} onClick={onClick}>
        {children}
      </Link>
    );
  const { rel, target } = messageLinkAttributes({ nofollow, newTab });
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      onClick={onClick}
      target={target}
      rel={rel}
    >
      {children}
    </a>
  );
}

/** A `{ text, url }` button: a link styled as a button when it has a url, else a button. */
export function ActionButton({
  button,
  primary = false,
  onPress,
  className = '',
  newTab = false,
}: {
  button: ButtonView;
  primary?: boolean;
  onPress: () => void;
  className?: string;
  /** Open the url in a new tab. */
  newTab?: boolean;
}) {
  const cls = `btn${primary ? ' btn-primary' : ''} xp-btn ${className}`.trim();
  if (button.url)
    return (
      <ExpLink href={button.url} className={cls} onClick={onPress} newTab={newTab}>
        {button.text}
      </ExpLink>
    );
  return (
    <button type="button" className={cls} onClick={onPress}>
      {button.text}
    </button>
  );
}

/** The round × of banners and panels. */
export function CloseButton({
  onClick,
  label = 'Close',
  className = '',
}: {
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`xp-close ${className}`.trim()}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <CloseGlyph />
    </button>
  );
}

/** A small × for close buttons. */
export function CloseGlyph() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** A pulsing marker: a button, so a tap (or Enter) can reveal what it points at. */
export function Pulsar({
  label,
  onClick,
  style,
  paused = false,
}: {
  label: string;
  onClick: () => void;
  style?: CSSProperties;
  paused?: boolean;
}) {
  return (
    <button
      type="button"
      className={`xp-pulsar${paused ? ' xp-pulsar-paused' : ''}`}
      aria-label={label}
      style={style}
      onClick={onClick}
    >
      <span className="xp-pulsar-ring" aria-hidden="true" />
      <span className="xp-pulsar-ring xp-pulsar-ring-2" aria-hidden="true" />
      <span className="xp-pulsar-dot" aria-hidden="true" />
    </button>
  );
}

/** The pulsar's box: 32 px with a mouse, a 44 px touch target on a touch screen. */
const pulsarSize = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
    ? 44
    : 32;

/**
 * A pulsar just under the centre of an anchor rectangle (portalled, fixed position): it points
 * at the control without covering its label, and waits when it would cover a heading or
 * another message.
 */
export function AnchoredPulsar({
  rect,
  label,
  onClick,
  paused,
}: {
  rect: Rect;
  label: string;
  onClick: () => void;
  paused?: boolean;
}) {
  const size = pulsarSize();
  const box = {
    top: Math.round(rect.top + rect.height - 2),
    left: Math.round(rect.left + rect.width / 2 - size / 2),
    width: size,
    height: size,
  };
  const messageId = useAnchoredCheck(box, rect);
  const style: CSSProperties = { position: 'fixed', ...box };
  return createPortal(
    <span data-xp-message={messageId}>
      <Pulsar label={label} onClick={onClick} style={style} paused={paused ?? false} />
    </span>,
    document.body,
  );
}

/**
 * A 220 px panel next to an anchor rectangle, on the side `direction` says, kept inside the
 * viewport; its caret points at the anchor's centre. Portalled to <body>, fixed position.
 */
export function AnchoredPanel({
  rect,
  direction,
  className = '',
  panelRef,
  role,
  labelledBy,
  onMouseEnter,
  children,
}: {
  rect: Rect;
  direction: Direction;
  className?: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  role?: string;
  labelledBy?: string;
  onMouseEnter?: () => void;
  children: ReactNode;
}) {
  const own = useRef<HTMLDivElement>(null);
  const ref = panelRef ?? own;
  const viewport = useViewport();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setSize((s) =>
        s && s.width === el.offsetWidth && s.height === el.offsetHeight
          ? s
          : { width: el.offsetWidth, height: el.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  const pos = size ? placePanel(rect, direction, size, viewport) : null;
  const messageId = useAnchoredCheck(pos && size ? { ...pos, ...size } : null, rect);
  const vertical = direction === 'up' || direction === 'down';
  const caret =
    pos && size
      ? vertical
        ? clampCaret(rect.left + rect.width / 2 - pos.left, size.width)
        : clampCaret(rect.top + rect.height / 2 - pos.top, size.height)
      : 0;
  const style = {
    position: 'fixed',
    top: pos?.top ?? 0,
    left: pos?.left ?? 0,
    width: SIZES.panelWidth,
    visibility: pos ? 'visible' : 'hidden',
    '--xp-caret': `${caret}px`,
  } as CSSProperties;
  return createPortal(
    <div
      ref={ref}
      data-xp-message={messageId}
      className={`xp-panel xp-panel-${direction} ${className}`.trim()}
      style={style}
      role={role}
      aria-labelledby={labelledBy}
      onMouseEnter={onMouseEnter}
    >
      {children}
    </div>,
    document.body,
  );
}

const clampCaret = (v: number, length: number) =>
  Math.round(Math.max(16, Math.min(v, length - 16)));
