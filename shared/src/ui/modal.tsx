import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { commonTexts } from '../texts';
import { Button } from './button';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Width on desktop in px (560 by default). */
  width?: number;
  /** Full width and height under 767 px. */
  fullWidthOnNarrow?: boolean;
  testId?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A dialog: focus moves in and stays in, Escape and the backdrop close it, focus returns on close. */
/** The dialogs open now, the topmost last. */
const openModals: object[] = [];

export function Modal({ title, onClose, children, footer, width, fullWidthOnNarrow = false, testId }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const inContent = FOCUSABLE.split(', ')
      .map((selector) => `.sc-modal__content ${selector}`)
      .join(', ');
    const first = dialog?.querySelector<HTMLElement>(inContent) ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const token = {};
    openModals.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      // Only the topmost dialog (a question asked from a form in a dialog) answers the keyboard.
      if (openModals[openModals.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openModals.splice(openModals.indexOf(token), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="sc-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`sc-modal${fullWidthOnNarrow ? ' sc-modal--narrow-full' : ''}`}
        style={width ? ({ '--sc-modal-width': `${width}px` } as React.CSSProperties) : undefined}
        data-testid={testId}
      >
        <h2 id={titleId} className="sc-modal__title">
          {title}
        </h2>
        <button type="button" className="sc-modal__close" aria-label={commonTexts.close} onClick={onClose}>
          ×
        </button>
        <div className="sc-modal__content">{children}</div>
        {footer && <div className="sc-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel = commonTexts.confirm,
  cancelLabel = commonTexts.cancel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
