import { elements, type XmlElement } from '../xml/parse-xml.ts';

/**
 * Elsevier keeps figures and tables in <ce:floats>, outside the text, and marks where each
 * belongs with <ce:float-anchor refid> inside a paragraph. ScienceDirect shows a float right
 * after the paragraph that first anchors it, so that is where the model puts it. Floats
 * never anchored are appended at the end of the body by the caller (a named repair).
 */
export class FloatPlacer {
  private readonly pending = new Map<string, XmlElement>();
  private readonly open: string[][] = [];

  constructor(floats: XmlElement | undefined) {
    for (const f of elements(floats)) {
      const id = f.attrs.id;
      if (id && !this.pending.has(id)) this.pending.set(id, f);
    }
  }

  /**
   * Records an anchor. Returns true when an open paragraph will place the float after
   * itself; false when the caller must place it where the anchor is.
   */
  anchor(refid: string | undefined): boolean {
    const top = this.open[this.open.length - 1];
    if (!top) return false;
    if (refid) top.push(...refid.split(/\s+/).filter(Boolean));
    return true;
  }

  /** Runs `fn` (mapping one paragraph) and returns the float ids anchored inside it. */
  within<T>(fn: () => T): { value: T; anchors: string[] } {
    const anchors: string[] = [];
    this.open.push(anchors);
    try {
      return { value: fn(), anchors };
    } finally {
      this.open.pop();
    }
  }

  /** The float with this id if it has not been placed yet; it counts as placed from now on. */
  take(id: string): XmlElement | undefined {
    const f = this.pending.get(id);
    if (f) this.pending.delete(id);
    return f;
  }

  /** Floats no anchor placed, in source order; they count as placed from now on. */
  takeRemaining(): XmlElement[] {
    const rest = [...this.pending.values()];
    this.pending.clear();
    return rest;
  }
}
