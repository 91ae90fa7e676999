import type { ReactNode } from 'react';
import { useUsersControllerCurrentQuery } from '@/api/generated';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

type AuthGateProps = { children: ReactNode };

/**
 * customer.md §2: the app waits for authentication initialisation and shows a loader until then.
 * Keeps GET /users/current subscribed, so a refetch (window focus, sign-in) refreshes the user and
 * a 401 marks the session as ended.
 */
export const AuthGate = ({ children }: AuthGateProps) => {
  useUsersControllerCurrentQuery();
  const { status } = useAuth();
  return status === 'unknown' ? <FullPageLoader /> : children;
};
