import { useId, useMemo, useRef, type CSSProperties } from 'react';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import { createPortal } from 'react-dom';
import { ActionButton, CloseButton } from './parts.tsx';
import { usePortalRoot } from './portal.ts';
import { useCloseOnAction, useDelay, useViewOnce } from './hooks.ts';
import { dataOf } from './rules.ts';
import { readModal, type ModalView } from './rules/modal.ts';
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
  const { closed, complete, dismiss } = useCloseOnAction(props);
  const visible = shown && !closed;
  useViewOnce(visible, props.onView);
  if (!visible) return null;
  return createPortal(
    <ModalDialog view={view} onComplete={() => complete('complete_button')} onDismiss={dismiss} />,
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
  useFocusTrap(ref, {
    initial: '.xp-modal-actions .xp-btn',
    focusable: 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])',
    onEscape: (e) => {
      e.preventDefault();
      onDismiss('escape');
    },
  });

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
