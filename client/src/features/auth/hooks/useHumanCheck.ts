import { useCallback, useEffect } from 'react';
import {
  getHumanCheckToken,
  loadRecaptcha,
  type HumanCheckResult,
} from '@/features/auth/humanCheck';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/**
 * The human check for the sign-in and sign-up forms: preloads reCAPTCHA when it is configured
 * (so the first submit is quick) and returns a function that gets a token for one request.
 */
export const useHumanCheck = (): (() => Promise<HumanCheckResult>) => {
  const { recaptchaSiteKey, simulators } = usePublicConfig();
  const simulated = simulators?.recaptcha ?? false;

  useEffect(() => {
    if (recaptchaSiteKey && !simulated) void loadRecaptcha(recaptchaSiteKey);
  }, [recaptchaSiteKey, simulated]);

  return useCallback(
    () => getHumanCheckToken({ siteKey: recaptchaSiteKey, simulated }),
    [recaptchaSiteKey, simulated],
  );
};
