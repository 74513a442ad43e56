import { route } from '@react-router/dev/routes';

/** The account routes of spec 001 §2 ("Account"); each takes an encoded targetURL. */
export const accountRoutes = [
  route('user/login', 'routes/account/login.tsx'),
  route('user/register', 'routes/account/register.tsx'),
  route('user/logout', 'routes/account/logout.tsx'),
  route('user/password', 'routes/account/password.tsx'),
  route('user/profile', 'routes/account/profile.tsx'),
  route('user/history/reading', 'routes/account/reading-history.tsx'),
  route('user/history/search', 'routes/account/search-history.tsx'),
  route('user/alerts/journal', 'routes/account/alerts.tsx'),
  route('user/recommendations', 'routes/account/recommendations.tsx'),
  route('user/preferences', 'routes/account/preferences.tsx'),
  route('user/about', 'routes/account/about.tsx'),
  route('user/institution/login', 'routes/account/institution-login.tsx'),
  route('user/chooseorg', 'routes/account/choose-org.tsx'),
];
