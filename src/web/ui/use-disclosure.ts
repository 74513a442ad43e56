import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (a popover menu): a click outside closes it; Escape
 * closes it and returns focus to the button. Spread `buttonProps` on the button and give the
 * panel `id={panelId} hidden={!open}`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return {
    open,
    setOpen,
    panelId,
    rootRef,
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((o) => !o) },
  };
}
