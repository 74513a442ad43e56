import { Link } from 'react-router';

/** Header search limit (spec 001 §5, §9). */
export const HEADER_SEARCH_MAX_LENGTH = 250;

/**
 * Site header: logo and the search form — a plain GET form to /search with `qs`,
 * hidden origin and zone=header (spec 001 §2), which works without JavaScript.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="site-logo" aria-label="Lectern home">
        Lectern
      </Link>
      <form className="site-search" role="search" method="get" action="/search" aria-label="Search articles">
        <input type="hidden" name="origin" value="header" />
        <input type="hidden" name="zone" value="header" />
        <label htmlFor="site-search-qs" className="visually-hidden">
          Search for articles
        </label>
        <input
          id="site-search-qs"
          type="search"
          name="qs"
          required
          maxLength={HEADER_SEARCH_MAX_LENGTH}
          placeholder="Search articles"
          autoComplete="off"
        />
        <button type="submit">Search</button>
      </form>
    </header>
  );
}
