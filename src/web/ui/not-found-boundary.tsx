import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Error boundary for pages: a real 404 page for unknown articles and paths, a plain message otherwise. */
export function NotFoundBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A malformed query parameter: the route said which and why.
  const badRequest =
    isRouteErrorResponse(error) && error.status === 400 && typeof (error.data as { message?: unknown } | null)?.message === 'string';
  if (badRequest) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">This address is not valid</h1>
        <p>{(error.data as { message: string }).message}</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </section>
    );
  }
  if (!notFound) console.error(error);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{notFound ? 'Page not found' : 'Sorry, something went wrong'}</h1>
      <p>
        {notFound
          ? 'We could not find the page or article you asked for. The address may be mistyped, or the article may not be hosted here.'
          : 'Sorry, something went wrong. Please try again and make sure cookies are enabled'}
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
