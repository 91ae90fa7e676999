import { useEffect } from 'react';
import { useCookieConsent } from '@/features/cookie-consent/hooks/useCookieConsent';
import { startErrorReporting, stopErrorReporting } from '@/features/error-reporting/errorReporting';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/**
 * Starts error reporting once the public configuration is known, in staging and production only,
 * and only while the visitor allows the 'Error reporting' cookie category. Renders nothing.
 */
export const ErrorReporting = () => {
  const { sentryDsn, environment } = usePublicConfig();
  const { choices } = useCookieConsent();
  const allowed = choices.errorReporting;
  useEffect(() => {
    if (allowed) void startErrorReporting({ sentryDsn, environment });
    else void stopErrorReporting();
  }, [allowed, sentryDsn, environment]);
  return null;
};
