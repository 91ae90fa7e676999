import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { signInPathFor } from '@/features/auth/returnPath';
import { SIGNED_OUT_PATH } from '@/features/auth/roles';

type RequireAuthProps = { children: ReactNode };

/**
 * customer.md §6: protected pages need an active user, else redirect to /sign-in. After the user's
 * own sign-out it goes to /sign-in?sign-out=true, where the sign-out button is heading anyway.
 * Otherwise the sign-in page is told the way back (issue 25), and that the session ended when it
 * ended by itself (the page's form keeps its draft, see shared/forms/useSessionDraft).
 */
export const RequireAuth = ({ children }: RequireAuthProps) => {
  const { isSignedIn, signedOutByUser, sessionExpired } = useAuth();
  const location = useLocation();
  if (isSignedIn) return children;
  if (signedOutByUser) return <Navigate to={SIGNED_OUT_PATH} replace />;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={signInPathFor(here, sessionExpired)} replace />;
};
