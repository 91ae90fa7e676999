import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { SIGN_IN_PATH, SIGNED_OUT_PATH } from '@/features/auth/roles';

type RequireAuthProps = { children: ReactNode };

/**
 * customer.md §6: protected pages need an active user, else redirect to /sign-in. After the user's
 * own sign-out it goes to /sign-in?sign-out=true, where the sign-out button is heading anyway.
 */
export const RequireAuth = ({ children }: RequireAuthProps) => {
  const { isSignedIn, signedOutByUser } = useAuth();
  if (isSignedIn) return children;
  return <Navigate to={signedOutByUser ? SIGNED_OUT_PATH : SIGN_IN_PATH} replace />;
};
