import { isText, textOf, type ArticleModel, type ContentNode } from '../article/content-model.ts';

/**
 * The label of the figure holding each graphic ('Figure 1'), by the graphic's locator without
 * an image extension (as attachments name their `ref`), for the virtual microscope's titles.
 */
export function figureLabels(model: Pick<ArticleModel, 'body' | 'back'>): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (nodes: readonly ContentNode[] | undefined, label: string | undefined) => {
    for (const n of nodes ?? []) {
      if (isText(n)) continue;
      let here = label;
      if (n.type === 'figure') {
        const fromAttr = typeof n.attrs?.label === 'string' ? n.attrs.label : undefined;
        const child = n.children?.find((c) => !isText(c) && c.type === 'label');
        here = (fromAttr ?? textOf(child ? [child] : [])).trim().replace(/[.:]$/, '') || undefined;
      }
      if (n.type === 'graphic' && here) {
        const ref = n.attrs?.locator ?? n.attrs?.href;
        if (typeof ref === 'string') labels.set((ref.split('/').pop() ?? ref).replace(/\.(?:jpe?g|png|gif|tiff?)$/i, ''), here);
      }
      walk(n.children, here);
    }
  };
  walk(model.body, undefined);
  walk(model.back, undefined);
  return labels;
}

/** 'Figure 1', else 'Image {n}' in the order the pyramids were made. */
export function imageLabel(labels: ReadonlyMap<string, string>, ref: string | undefined, position: number): string {
  return (ref !== undefined ? labels.get(ref) : undefined) ?? `Image ${position}`;
}
