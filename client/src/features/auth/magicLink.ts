import { isRole, type Role } from '@/features/auth/roles';

export type MagicLinkParams = {
  token: string | null;
  type: 'customer' | 'admin' | null;
  role: Role | null;
};

/** The query of a magic link: /authenticate?token=…&type=customer|admin&role=sell|buy */
export const readMagicLinkParams = (search: string): MagicLinkParams => {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const type = params.get('type');
  const role = params.get('role');
  return {
    token: token && token.trim() !== '' ? token.trim() : null,
    type: type === 'customer' || type === 'admin' ? type : null,
    role: isRole(role) ? role : null,
  };
};

/**
 * Takes the token out of the address bar (and so out of history, bookmarks and later Referer
 * headers) without a navigation, keeping the router's own history state.
 */
export const removeTokenFromAddressBar = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};
