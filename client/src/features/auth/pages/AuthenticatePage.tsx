import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { accountTags, enhancedApi } from '@/api/cacheTags';
import { useAppDispatch } from '@/app/store';
import { readMagicLinkParams, removeTokenFromAddressBar } from '@/features/auth/magicLink';
import {
  ADMIN_PATH,
  LINK_EXPIRED_PATH,
  WELCOME_BACK_PATH,
  welcomePath,
  type Role,
} from '@/features/auth/roles';
import { takeReturnPath } from '@/features/auth/returnPath';
import { recordSignIn } from '@/features/auth/storage';
import type { HomeDashboardDto } from '@/api/generated';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

/**
 * Where a signed-in customer starts: /welcome-back when they have any sale or purchase (a
 * returning seller sees their sale rather than 'Start'; docs/decisions/customer-home.md), else the welcome
 * page of the link's role, else /welcome-back. If the cards cannot be read, the role's page.
 */
export const customerDestination = async (
  role: Role | null,
  readCards: () => Promise<HomeDashboardDto>,
): Promise<string> => {
  if (role === null) return WELCOME_BACK_PATH;
  const cards = await readCards().catch(() => undefined);
  const hasAny = cards !== undefined && cards.sales.length + cards.purchases.length > 0;
  return hasAny ? WELCOME_BACK_PATH : welcomePath(role);
};

/**
 * /authenticate: the magic link's landing (customer.md §2). Sends the token once to verify-user
 * (which starts the session cookie), then goes to /admin, /{role}/welcome or /welcome-back.
 * The token is read once, taken out of the address bar at once, and never logged.
 */
export const AuthenticatePage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [link] = useState(() => readMagicLinkParams(location.search));
  // The page a signed-out visit or an ended session was sent away from (read once, at arrival).
  const [returnTo] = useState(takeReturnPath);
  const { data: user, isError } = enhancedApi.endpoints.verifyUser.useQuery(
    link.token ? { authorization: `Bearer ${link.token}` } : skipToken,
  );

  useEffect(() => {
    removeTokenFromAddressBar();
  }, []);

  useEffect(() => {
    if (!user) return;
    // A new session: clear what the last one stored (except the onboarding flow id and the cookie
    // consent), remember the sign-in time, and drop any other user's cached data.
    recordSignIn();
    dispatch(enhancedApi.util.invalidateTags(accountTags()));
    let current = true;
    const go = async () => {
      const destination = returnTo
        ? returnTo
        : user.type === 'admin'
          ? ADMIN_PATH
          : await customerDestination(link.role, () =>
              dispatch(
                enhancedApi.endpoints.homeCards.initiate(undefined, {
                  subscribe: false,
                  forceRefetch: true,
                }),
              ).unwrap(),
            );
      if (current) void navigate(destination, { replace: true });
    };
    void go();
    return () => {
      current = false;
    };
  }, [dispatch, link.role, navigate, returnTo, user]);

  if (!link.token || isError) return <Navigate to={LINK_EXPIRED_PATH} replace />;
  return <FullPageLoader label="Signing you in..." />;
};
