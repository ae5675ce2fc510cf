/**
 * The app's popup (section 8): a modal dialog whose type sets its colour, the error type in the
 * error colour. The native <dialog> gives the modal behaviour: focus kept inside, Escape closes,
 * the page behind inert. An error popup is an alertdialog, so screen readers announce it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './popup.css';

export type PopupType = 'info' | 'success' | 'warning' | 'error';

export interface PopupProps {
  title: string;
  /** Default 'info'. */
  type?: PopupType;
  /** Called on Escape; the caller stops rendering the popup. */
  onClose: () => void;
  /** The text under the title. */
  children?: ReactNode;
  /** The buttons, the main one first. */
  actions: ReactNode;
}

export function Popup({ title, type = 'info', onClose, children, actions }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`popup popup--${type}`}
      role={type === 'error' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: the caller decides (it unmounts the popup), so the dialog never closes itself.
        e.preventDefault();
        onClose();
      }}
    >
      <div className="popup__body">
        <h2 id={titleId} className="popup__title">
          {title}
        </h2>
        {children && <div className="popup__text">{children}</div>}
        <div className="popup__actions">{actions}</div>
      </div>
    </dialog>
  );
}
