import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageNotFound, useFatalError } from '../state/fatal-error-store';

/** Any path no app claims: the fatal 404 'Page Not Found: {path}' (SPEC 5, 8). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const raise = useFatalError((s) => s.raise);
  useEffect(() => raise(pageNotFound(pathname)), [pathname, raise]);
  return null;
}
