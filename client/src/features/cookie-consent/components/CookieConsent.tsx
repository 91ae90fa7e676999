import { Drawer, Flex, Typography } from 'antd';
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CookiePreferencesForm } from '@/features/cookie-consent/components/CookiePreferencesForm';
import { useCookieConsent } from '@/features/cookie-consent/hooks/useCookieConsent';
import { COOKIE_POLICY_PATH } from '@/features/legal/content';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';

/*
 * Only one pop-up may show however many places mount <CookieConsent />: the first mounted instance
 * wins, the others render nothing (so pages can keep theirs once a layout mounts one too).
 */
const mountedInstances: string[] = [];
const instanceListeners = new Set<() => void>();
const notifyInstances = () => instanceListeners.forEach((listener) => listener());
const subscribeToInstances = (listener: () => void) => {
  instanceListeners.add(listener);
  return () => {
    instanceListeners.delete(listener);
  };
};

const useIsFirstInstance = (id: string): boolean => {
  useEffect(() => {
    mountedInstances.push(id);
    notifyInstances();
    return () => {
      mountedInstances.splice(mountedInstances.indexOf(id), 1);
      notifyInstances();
    };
  }, [id]);
  return useSyncExternalStore(subscribeToInstances, () => mountedInstances[0] === id);
};

type CookieConsentSheetProps = {
  productName: string;
  /** The page's path: the sheet stays away from the cookie policy page. */
  pathname: string;
  /** The link to the cookie policy (a router link in the app, a plain one on the light landing). */
  policyLink: ReactNode;
};

/**
 * The cookie consent pop-up: a bottom sheet (a modal dialog) shown until the visitor has chosen.
 * It closes only through 'Save preferences' (customer.md §2): no close button, Escape and clicks
 * outside do nothing. On the cookie policy page it stays away so the policy can be read; that
 * page offers the same choices inline.
 *
 * CookieConsent mounts it in the app; the light landing mounts it as an island.
 */
export const CookieConsentSheet = ({
  productName,
  pathname,
  policyLink,
}: CookieConsentSheetProps) => {
  const id = useId();
  const isFirstInstance = useIsFirstInstance(id);
  const { decided } = useCookieConsent();
  const titleId = useId();
  const returnFocusTo = useRef<Element | null>(null);

  const open = isFirstInstance && !decided && pathname !== COOKIE_POLICY_PATH;

  // Focus goes into the sheet (to its title, so screen readers announce the dialog and its name)
  // and comes back where it was once the choice is saved.
  useEffect(() => {
    if (!open) return undefined;
    returnFocusTo.current = document.activeElement;
    let attempts = 0;
    let timer = 0;
    const focusTitle = () => {
      const title = document.getElementById(titleId);
      if (title) title.focus({ preventScroll: true });
      else if (attempts++ < 10) timer = window.setTimeout(focusTitle, 50);
    };
    timer = window.setTimeout(focusTitle, 0);
    return () => window.clearTimeout(timer);
  }, [open, titleId]);

  const handleSaved = () => {
    const target = returnFocusTo.current;
    if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
      // After the sheet has gone, put the keyboard back where it was.
      window.setTimeout(() => target.focus(), 0);
    }
  };

  if (!isFirstInstance) return null;

  return (
    <Drawer
      open={open}
      placement="bottom"
      closable={false}
      keyboard={false}
      maskClosable={false}
      destroyOnHidden
      title={
        <span
          id={titleId}
          tabIndex={-1}
          style={{ fontSize: 20, color: colors.darkTeal, outline: 'none' }}
        >
          Cookies on {productName}
        </span>
      }
      aria-labelledby={titleId}
      styles={{
        wrapper: { height: 'auto', maxHeight: '90vh' },
        header: { paddingInline: 'max(16px, calc((100% - 1118px) / 2))' },
        body: { paddingInline: 'max(16px, calc((100% - 1118px) / 2))', paddingTop: 12 },
      }}
    >
      <Flex vertical gap={8} style={{ maxWidth: 760 }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {`We use strictly necessary cookies to make ${productName} work. With your permission, we'd also like to use optional cookies to understand how the site is used and to spot errors, so we can improve it. Choose what you're happy with and select 'Save preferences'.`}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }}>{policyLink}</Typography.Paragraph>
        <CookiePreferencesForm productName={productName} onSaved={handleSaved} />
      </Flex>
    </Drawer>
  );
};

/**
 * The cookie consent pop-up in the app. Mount it once near the root of the route tree (it needs
 * the router and the public config).
 */
export const CookieConsent = () => {
  const { productName } = usePublicConfig();
  const { pathname } = useLocation();
  return (
    <CookieConsentSheet
      productName={productName}
      pathname={pathname}
      policyLink={<Link to={COOKIE_POLICY_PATH}>Read our cookie policy</Link>}
    />
  );
};
