import type { Locator, Page, Route } from '@playwright/test';

/** The article page's right column (related content) and its modals, as a reader sees them. */
export class RelatedContentPanel {
  constructor(readonly page: Page) {}

  get column(): Locator {
    return this.page.getByRole('complementary', { name: 'Related content' });
  }
  panel(title: string | RegExp): Locator {
    return this.column.locator('section.related-panel').filter({ has: this.page.getByRole('button', { name: title, exact: true }) });
  }
  toggle(title: string | RegExp): Locator {
    return this.column.getByRole('button', { name: title, exact: true });
  }
  get recommendations(): Locator {
    return this.panel('Recommended articles');
  }
  get recommendationTitles(): Locator {
    return this.recommendations.locator('.related-item__title');
  }
  get navigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Articles in this issue' });
  }
}

/** A recommendation token that passes 001 §5 (64–128 characters). */
export function token(n: number): string {
  return `tok${n}`.padEnd(70, 'x');
}

export function recommendationsBody(count: number, tokenOf: (n: number) => string = token) {
  return {
    pageLoadId: 'page-load-1',
    articles: Array.from({ length: count }, (_, i) => ({
      pii: `S00000000000000${String(i).padStart(2, '0')}`,
      doi: null,
      title: `Recommended article number ${i + 1}`,
      publicationTitle: 'eLife',
      publicationSlug: 'elife',
      publicationDate: '2014-01-01',
      publicationYear: 2014,
      articleType: 'research-article',
      authors: ['Ada Lovelace', 'Charles Babbage', 'Mary Somerville'],
      authorCount: 3,
      openAccess: true,
      recommendationToken: tokenOf(i),
      isThirdParty: false,
    })),
  };
}

export async function fulfilJson(route: Route, body: unknown, status = 200) {
  await route.fulfill({ status, contentType: status >= 400 ? 'application/problem+json' : 'application/json', body: JSON.stringify(body) });
}
