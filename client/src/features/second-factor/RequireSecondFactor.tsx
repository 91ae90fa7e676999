import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUserQuery } from '@/api/generated';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { ENROL_PATH, SECOND_FACTOR_PATH } from './paths';

/** Where the admin was going, kept in the navigation state for after the second factor. */
export type SecondFactorState = { from?: string };

/**
 * The back office's door in the browser: an admin whose session has not passed the second factor
 * goes to verify (a passkey or a recovery code) or, with none yet where one is required, to
 * enrol, before any /admin page. The server refuses /api/admin anyway (SECOND_FACTOR_REQUIRED).
 */
export const RequireSecondFactor = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const current = useCurrentUserQuery();
  if (current.isError && !current.data) {
    return (
      <div style={{ padding: 24 }}>
        <QueryErrorAlert error={current.error} onRetry={() => void current.refetch()} />
      </div>
    );
  }
  if (!current.data) return <FullPageLoader />;
  // The server refuses /api/admin whatever this says; the status only picks the page to show.
  const status = current.data.secondFactor?.status;
  const state: SecondFactorState = {
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  if (status === 'verify') return <Navigate to={SECOND_FACTOR_PATH} state={state} replace />;
  if (status === 'enrol') return <Navigate to={ENROL_PATH} state={state} replace />;
  return children;
};
