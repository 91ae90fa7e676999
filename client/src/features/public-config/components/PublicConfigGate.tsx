import { Flex, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { usePublicConfigQuery } from '@/api/generated';
import { DEFAULT_PRODUCT_NAME } from '@/features/public-config/hooks/usePublicConfig';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

type PublicConfigGateProps = { children: ReactNode };

/** Renders the app only once the public configuration has arrived; offers a retry if it fails. */
export const PublicConfigGate = ({ children }: PublicConfigGateProps) => {
  const { data, error, isError, isFetching, refetch } = usePublicConfigQuery();

  useEffect(() => {
    if (data?.productName) document.title = data.productName;
  }, [data?.productName]);

  if (data) return children;
  if (isError && !isFetching) {
    return (
      <main className="th-main">
        <Flex
          vertical
          align="center"
          justify="center"
          gap={8}
          style={{ minHeight: '80vh', padding: 24, textAlign: 'center' }}
        >
          <Typography.Title level={1} style={{ fontSize: 28 }}>
            {`We couldn't load ${DEFAULT_PRODUCT_NAME}`}
          </Typography.Title>
          <Typography.Paragraph role="alert" style={{ maxWidth: 480 }}>
            {errorMessage(error)}
          </Typography.Paragraph>
          <AppButton onClick={() => void refetch()}>Retry</AppButton>
        </Flex>
      </main>
    );
  }
  return <FullPageLoader />;
};
