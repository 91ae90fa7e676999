import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QueryBanners } from '@/features/auth/components/QueryBanners';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

type AuthPageShellProps = {
  /** The browser tab's title: what the page is for ('Sign in'). */
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Query banners that no longer hold (e.g. preventEmail once the e-mail was in fact sent). */
  withdrawnBanners?: readonly string[];
};

/** The frame of the sign-in and sign-up pages: top banners, a card, and the help e-mail line. */
export const AuthPageShell = ({
  title,
  children,
  footer,
  withdrawnBanners,
}: AuthPageShellProps) => {
  const { supportEmail, productName } = usePublicConfig();
  useDocumentTitle(title, productName);
  return (
    <>
      <QueryBanners withdrawn={withdrawnBanners} />
      <Flex justify="center" style={{ padding: '40px 16px 64px' }}>
        <Card style={{ width: '100%', maxWidth: 520 }} styles={{ body: { padding: 32 } }}>
          {children}
          <Flex vertical gap={8} style={{ marginTop: 24 }}>
            {footer}
            <Typography.Text type="secondary">
              Need help? Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </Typography.Text>
          </Flex>
        </Card>
      </Flex>
    </>
  );
};
