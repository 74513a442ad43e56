import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SearchForm } from './search-form.tsx';

/** The 400 page: says which parameter is wrong and why, and offers a fresh search. */
export function SearchProblem({ parameter, message }: { parameter: string; message: string }): ReactElement {
  return (
    <section className="search-page error-page" aria-labelledby="error-title">
      <h1 id="error-title">We could not run this search</h1>
      <p>
        {message}
        {parameter === 'qs' || message.startsWith(parameter) ? '' : ` (parameter “${parameter}”)`}.
      </p>
      <SearchForm request={null} options={null} />
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
