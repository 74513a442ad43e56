/** A small element builder for the enhancer: text is always set as text, never parsed as HTML. */
export interface Props {
  className?: string;
  text?: string;
  attrs?: Record<string, string | undefined>;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Props = {},
  children: ReadonlyArray<Node | string | null | undefined> = [],
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (props.className) el.className = props.className;
  if (props.text !== undefined) el.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) if (value !== undefined) el.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined) el.append(child);
  return el;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A decorative inline SVG from path data. */
export function svgIcon(
  doc: Document,
  className: string,
  viewBox: string,
  paths: ReadonlyArray<{ d: string; fill: string }>,
): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  for (const [k, v] of [
    ['class', className],
    ['viewBox', viewBox],
    ['width', '16'],
    ['height', '16'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ]) {
    svg.setAttribute(k!, v!);
  }
  for (const p of paths) {
    const path = doc.createElementNS(SVG, 'path');
    path.setAttribute('d', p.d);
    path.setAttribute('fill', p.fill);
    svg.append(path);
  }
  return svg;
}
