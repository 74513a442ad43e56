import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: focus moves in on open and back to the opener on
 * close, Escape closes (the browser's own), a click on the backdrop closes.
 */
export function ModalDialog(props: { open: boolean; title: string; onClose(): void; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const { open, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
      onClose();
    };
    let pressedOutside = false;
    const onPointerDown = (e: PointerEvent) => {
      pressedOutside = e.target === dialog;
    };
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog && pressedOutside) dialog.close();
      pressedOutside = false;
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [onClose]);

  return (
    <dialog ref={ref} className={`modal-dialog ${props.className ?? ''}`} aria-labelledby={titleId}>
      <div className="modal-dialog__inner">
        <div className="modal-dialog__head">
          <h2 id={titleId} className="modal-dialog__title">
            {props.title}
          </h2>
          <button type="button" className="modal-dialog__close" aria-label={`Close ${props.title}`} onClick={() => ref.current?.close()}>
            <span aria-hidden="true">{'\u00d7'}</span>
          </button>
        </div>
        <div className="modal-dialog__body">{props.open ? props.children : null}</div>
      </div>
    </dialog>
  );
}
