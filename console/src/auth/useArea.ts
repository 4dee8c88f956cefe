import { useLocation } from 'react-router';

/** `/admin` or `/dashboard`: the console area the visitor is in (sign-in lives at its root). */
export function useForgotPasswordArea(): '/admin' | '/dashboard' {
  return useLocation().pathname.startsWith('/admin') ? '/admin' : '/dashboard';
}
