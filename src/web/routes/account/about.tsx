import { redirect } from 'react-router';

/** /user/about (spec 001 §2 "Account": /user/recommendations, also /preferences and /about): the site's About page. */
export function loader() {
  return redirect('/about', 301);
}
