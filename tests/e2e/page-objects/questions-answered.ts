import type { Locator, Page } from '@playwright/test';
import { SidePanel } from './side-panels.ts';

/** One highlight of the CSS Custom Highlight registry, as the reader's browser holds it. */
export interface PageHighlight {
  /** The highlighted text. */
  text: string;
  /** Whether the highlighted text lies inside the element with the id asked about. */
  inside: boolean;
}

/**
 * "Questions answered in this article" on the article page (001 §2, §4, §9; 000 §2): its entry
 * in the body, its docked side panel, each answer's sources and its 3-star rating.
 */
export class QuestionsAnswered {
  readonly panels: SidePanel;
  constructor(readonly page: Page) {
    this.panels = new SidePanel(page);
  }

  /** The entry in the server-rendered article (anchor questions-and-answers). */
  get entry(): Locator {
    return this.page.locator('article.article section#questions-and-answers');
  }
  get openButton(): Locator {
    return this.entry.getByRole('button', { name: 'View the questions and their answers' });
  }
  get tocLink(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: 'Questions answered in this article' });
  }
  get dialog(): Locator {
    return this.panels.dialog;
  }
  /** The questions in the panel, each a list item with its question as a level-3 heading. */
  get items(): Locator {
    return this.dialog.locator('li.qa-item');
  }
  question(item: Locator): Locator {
    return item.getByRole('heading', { level: 3 });
  }
  answer(item: Locator): Locator {
    return item.locator('.qa-answer');
  }
  sources(item: Locator): Locator {
    return item.getByRole('list', { name: 'Sources in the article' }).getByRole('link');
  }
  rating(item: Locator): Locator {
    return item.getByRole('group', { name: 'How well does this answer the question?' });
  }

  /** Opens the page and waits until its enhancers (the side panel's listener) are attached. */
  async open(path: string) {
    await this.page.goto(path);
    await this.page.locator('article.article[data-enhanced="true"]').waitFor({ state: 'attached' });
  }

  /** The page's current `qa-passage` highlight (null when none is set), and whether it lies in element `id`. */
  highlight(id: string): Promise<PageHighlight | null> {
    return this.page.evaluate((within) => {
      const registry = (CSS as unknown as { highlights: Map<string, Iterable<Range>> }).highlights;
      const [range] = [...(registry.get('qa-passage') ?? [])];
      if (!range) return null;
      const element = document.getElementById(within);
      return {
        text: range.toString(),
        inside: !!element && element.contains(range.startContainer) && element.contains(range.endContainer),
      };
    }, id);
  }

  /**
   * Whether element `id` shows in the viewport above the panel's top edge (the folded banner),
   * both read in one evaluation: the scroll to a source is smooth, so the element moves between
   * two separate reads until it lands.
   */
  shownAbovePanel(id: string): Promise<boolean> {
    return this.dialog.evaluate((panel, within) => {
      const element = document.getElementById(within);
      if (!element) return false;
      const { top } = element.getBoundingClientRect();
      return top >= 0 && top < panel.getBoundingClientRect().top;
    }, id);
  }

  /** The paragraph with the highlight class (one at a time). */
  get highlightedParagraphs(): Locator {
    return this.page.locator('article.article .qa-highlight');
  }
}
