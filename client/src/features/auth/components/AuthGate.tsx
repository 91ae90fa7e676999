import { useEffect, type ReactNode } from 'react';
import { useCurrentUserQuery } from '@/api/generated';
import { useAppDispatch } from '@/app/store';
import { noSessionFound } from '@/features/auth/authSlice';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { hasSessionHint } from '@/features/auth/sessionHint';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

type AuthGateProps = { children: ReactNode };

/**
 * customer.md §2: the app waits for authentication initialisation and shows a loader until then.
 * Keeps GET /users/current subscribed while the browser holds a session, so a refetch (window
 * focus, sign-in) refreshes the user and a 401 marks the session as ended. A browser without the
 * session hint is signed out at once, without asking.
 */
export const AuthGate = ({ children }: AuthGateProps) => {
  const { status } = useAuth();
  const dispatch = useAppDispatch();
  const mayHaveSession = status === 'signedIn' || hasSessionHint();
  useCurrentUserQuery(undefined, { skip: !mayHaveSession });
  useEffect(() => {
    if (!mayHaveSession && status === 'unknown') dispatch(noSessionFound());
  }, [dispatch, mayHaveSession, status]);
  return status === 'unknown' ? <FullPageLoader /> : children;
};
