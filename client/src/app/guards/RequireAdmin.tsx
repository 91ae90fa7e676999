import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { getStartedPath, resolveRole, SIGN_IN_PATH, SIGNED_OUT_PATH } from '@/features/auth/roles';

type RequireAdminProps = { children: ReactNode };

/**
 * customer.md §6: /admin is for active admin users. A signed-out visitor goes to /sign-in; a
 * signed-in non-admin to /{role}/get-started (their role, else the one the path implies).
 */
export const RequireAdmin = ({ children }: RequireAdminProps) => {
  const { isSignedIn, isAdmin, role, signedOutByUser } = useAuth();
  const { pathname } = useLocation();
  if (isAdmin) return children;
  if (!isSignedIn)
    return <Navigate to={signedOutByUser ? SIGNED_OUT_PATH : SIGN_IN_PATH} replace />;
  return <Navigate to={getStartedPath(resolveRole(role, pathname))} replace />;
};
