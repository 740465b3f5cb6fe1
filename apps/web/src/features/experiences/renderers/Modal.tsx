import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { ActionButton, CloseButton } from './parts.tsx';
import { usePortalRoot } from './portal.ts';
import { useDelay, useLatest, useViewOnce } from './hooks.ts';
import { dataOf, readModal, type ModalView } from './rules.ts';
import type { Renderer, RendererProps } from './types.ts';

/**
 * Modal (type 26): title, body (plain text), an image (its dominant colour shows while it
 * loads) or a video, and complete / dismiss buttons. Shows after delay_in_millis, 540 px wide
 * on desktop (320 on mobile), hides on complete or dismiss. A dialog with aria-modal: focus
 * goes to its first button and stays inside; Escape, the × and the backdrop dismiss.
 */
export function Modal(props: RendererProps) {
  const raw = dataOf(props);
  const view = useMemo(() => readModal(raw), [raw]);
  return view ? <ModalBody view={view} props={props} /> : null;
}

function ModalBody({ view, props }: { view: ModalView; props: RendererProps }) {
  const portalRoot = usePortalRoot();
  const shown = useDelay(view.delayMs);
  const [closed, setClosed] = useState(false);
  const visible = shown && !closed;
  useViewOnce(visible, props.onView);
  const complete = () => {
    props.onComplete('complete_button');
    setClosed(true);
  };
  const dismiss = (element: string) => {
    props.onDismiss(element);
    setClosed(true);
  };
  if (!visible) return null;
  return createPortal(
    <ModalDialog view={view} onComplete={complete} onDismiss={dismiss} />,
    portalRoot,
  );
}

function ModalDialog({
  view,
  onComplete,
  onDismiss,
}: {
  view: ModalView;
  onComplete(): void;
  onDismiss(element: string): void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useLatest(onDismiss);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('.xp-modal-actions .xp-btn')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        dismiss.current('escape');
        return;
      }
      if (e.key !== 'Tab' || !ref.current) return;
      const focusable = [
        ...ref.current.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])',
        ),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [dismiss]);

  const image = view.image;
  const imageBox: CSSProperties | undefined = image && {
    aspectRatio: `${image.width} / ${image.height}`,
    backgroundColor: image.placeholder,
  };
  const video = view.video;
  return (
    <div
      className="xp-modal-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onDismiss('backdrop')}
    >
      <div
        className="xp-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        ref={ref}
      >
        {video ? (
          <div
            className="xp-modal-media"
            style={{ aspectRatio: `${video.width} / ${video.height}` }}
          >
            <video src={video.url} poster={video.thumbnail} controls playsInline preload="none" />
          </div>
        ) : (
          image && (
            <div className="xp-modal-media" style={imageBox}>
              <img src={image.url} alt={image.alt} width={image.width} height={image.height} />
            </div>
          )
        )}
        <div className="xp-modal-content">
          <h2 id={titleId} className="xp-modal-title">
            {view.title}
          </h2>
          <p id={bodyId} className="xp-modal-body">
            {view.body}
          </p>
          <div className="xp-modal-actions">
            {view.dismissButton && (
              <ActionButton
                button={view.dismissButton}
                onPress={() => onDismiss('dismiss_button')}
              />
            )}
            <ActionButton primary button={view.completeButton} onPress={onComplete} />
          </div>
        </div>
        <CloseButton className="xp-modal-close" onClick={() => onDismiss('close_button')} />
      </div>
    </div>
  );
}

/** §5: title, body and completeButton.text. */
export const ModalRenderer: Renderer = {
  isValid: (experience) => readModal(experience.display_data) !== null,
  Component: Modal,
};
