import { Alert, Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { useTimedVisibility } from '@/features/auth/hooks/useTimedVisibility';
import { bannerMessages } from '@/features/auth/messages';
import {
  ACCOUNT_PARAM,
  isFlagSet,
  NETWORK_ERROR_PARAM,
  PREVENT_EMAIL_PARAM,
  SIGN_OUT_PARAM,
} from '@/features/auth/queryFlags';

type BannerSpec = {
  param: string;
  text: string;
  type: 'info' | 'warning' | 'error';
  /** `alert` interrupts (a problem); `status` is announced politely. */
  role: 'status' | 'alert';
};

const banners: BannerSpec[] = [
  { param: SIGN_OUT_PARAM, text: bannerMessages.signOut, type: 'info', role: 'status' },
  { param: ACCOUNT_PARAM, text: bannerMessages.account, type: 'info', role: 'status' },
  {
    param: PREVENT_EMAIL_PARAM,
    text: bannerMessages.preventEmail,
    type: 'warning',
    role: 'status',
  },
  { param: NETWORK_ERROR_PARAM, text: bannerMessages.networkError, type: 'error', role: 'alert' },
];

const TimedBanner = ({ spec, present }: { spec: BannerSpec; present: boolean }) => {
  const visible = useTimedVisibility(present);
  if (!visible) return null;
  return <Alert banner showIcon type={spec.type} role={spec.role} title={spec.text} />;
};

type QueryBannersProps = {
  /** Query flags whose banner no longer holds (the server said otherwise): not shown. */
  withdrawn?: readonly string[];
};

/** The sign-in pages' top banners: each shows for 10 seconds when its query parameter is set. */
export const QueryBanners = ({ withdrawn = [] }: QueryBannersProps) => {
  const [searchParams] = useSearchParams();
  return (
    <Flex vertical>
      {banners.map((spec) => (
        <TimedBanner
          key={spec.param}
          spec={spec}
          present={isFlagSet(searchParams, spec.param) && !withdrawn.includes(spec.param)}
        />
      ))}
    </Flex>
  );
};
