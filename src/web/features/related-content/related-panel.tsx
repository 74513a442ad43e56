import { useId, type ReactNode } from 'react';

/**
 * One panel of the related-content column (000 §4 "Panels … toggle open or closed. Closed
 * panels are hidden and marked aria-hidden."): a heading with a toggle button, and the body.
 */
export function RelatedPanel(props: {
  title: ReactNode;
  /** A line above the title (e.g. 'Part of special issue'). */
  kicker?: ReactNode;
  open: boolean;
  onToggle(): void;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const bodyId = useId();
  return (
    <section className={`related-panel ${props.className ?? ''}`} id={props.id} data-open={props.open ? 'true' : 'false'}>
      {props.kicker ? <p className="related-panel__kicker">{props.kicker}</p> : null}
      <h2 className="related-panel__heading">
        <button type="button" className="related-panel__toggle" aria-expanded={props.open} aria-controls={bodyId} onClick={props.onToggle}>
          <span>{props.title}</span>
          <span className="related-panel__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="related-panel__body" hidden={!props.open} aria-hidden={!props.open}>
        {props.children}
      </div>
    </section>
  );
}
