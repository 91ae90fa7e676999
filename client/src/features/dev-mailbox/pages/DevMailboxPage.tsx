import { Alert, Col, Empty, Flex, Grid, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import { useDevMailboxQuery, type DevMailboxApiResponse } from '@/api/generated';
import { MailList } from '@/features/dev-mailbox/components/MailList';
import { MailViewer } from '@/features/dev-mailbox/components/MailViewer';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { DocumentTitle } from '@/features/public-config/components/DocumentTitle';

export const MAILBOX_REFRESH_MS = 3000;

const newestFirst = (mails: DevMailboxApiResponse) =>
  [...mails].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

/** `/dev/mailbox`: the e-mails the local mailer kept instead of sending, newest first. */
export const DevMailboxPage = () => {
  const { data, error, isError, isLoading, refetch } = useDevMailboxQuery(undefined, {
    pollingInterval: MAILBOX_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('id');
  const screens = Grid.useBreakpoint();
  const isMobile = !(screens.md ?? false);

  const mails = useMemo(() => newestFirst(data ?? []), [data]);
  const selected = mails.find((mail) => mail._id === selectedId);

  const handleSelect = (id: string) => setSearchParams({ id });
  const handleBack = () => setSearchParams({});

  const renderBody = () => {
    if (isLoading) return <FullPageLoader />;
    if (isError && !data) {
      return (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error)}
          action={
            <AppButton size="sm" onClick={() => void refetch()}>
              Retry
            </AppButton>
          }
        />
      );
    }
    if (mails.length === 0) return <Empty description="No e-mails yet" />;
    if (isMobile && selected) {
      return (
        <Flex vertical gap={12}>
          <AppButton variant="link" size="sm" onClick={handleBack} style={{ alignSelf: 'start' }}>
            Back to all e-mails
          </AppButton>
          <MailViewer mail={selected} />
        </Flex>
      );
    }
    return (
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <MailList mails={mails} selectedId={selectedId} onSelect={handleSelect} />
        </Col>
        {!isMobile && (
          <Col md={14}>
            {selected ? (
              <MailViewer mail={selected} />
            ) : (
              <Typography.Paragraph type="secondary">
                Select an e-mail to read it.
              </Typography.Paragraph>
            )}
          </Col>
        )}
      </Row>
    );
  };

  return (
    <div className="th-container" style={{ paddingBlock: 32 }}>
      <DocumentTitle title="Development mailbox" />
      <Typography.Title level={1}>Development mailbox</Typography.Title>
      <Alert
        type="info"
        role="note"
        showIcon
        style={{ marginBottom: 24 }}
        title="E-mails are not sent in this mode."
        description="Every e-mail the service would send is kept here instead, newest first. The list refreshes every 3 seconds."
      />
      {isError && data && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={errorMessage(error)} />
      )}
      {renderBody()}
    </div>
  );
};
