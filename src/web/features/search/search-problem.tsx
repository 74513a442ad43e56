import type { ReactElement, ReactNode } from 'react';

/** The 400 page: says which parameter is wrong and why, and offers a fresh search (`form`, the route's search form). */
export function SearchProblem({ parameter, message, form }: { parameter: string; message: string; form: ReactNode }): ReactElement {
  return (
    <section className="search-page error-page" aria-labelledby="error-title">
      <h1 id="error-title">We could not run this search</h1>
      <p>
        {message}
        {parameter === 'qs' || message.startsWith(parameter) ? '' : ` (parameter “${parameter}”)`}.
      </p>
      {form}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
