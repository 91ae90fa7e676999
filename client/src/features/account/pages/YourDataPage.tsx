import { Alert, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DataExportDto, MyDataRightsDto, RetentionPeriodDto } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { formatDate } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import {
  useMyDataRightsQuery,
  useRequestErasureMutation,
  useRequestExportMutation,
} from '@/api/generated';

/** While a download is being prepared the page looks again this often. */
const PREPARING_POLL_MS = 5_000;

const KIND_WORDS: Record<RetentionPeriodDto['kind'], string> = {
  customer_due_diligence: 'Identity checks (customer due diligence)',
  transaction_records: 'Your sales, purchases, payments and the account details they belong to',
};

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const ExportSection = ({ current }: { current: DataExportDto | null }) => {
  const [request, result] = useRequestExportMutation();
  const status = current?.status ?? null;
  const ask = () => {
    void request();
  };
  const askButton = (label: string) => (
    <AppButton onClick={ask} loading={result.isLoading} style={{ alignSelf: 'flex-start' }}>
      {label}
    </AppButton>
  );
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 20 }}>Download your data</h2>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Get a copy of the personal information we hold about you: your account, your sales and
          purchases with your answers, payments (never card details), identity-check results,
          searches, the milestones of your matters, and the documents shared with you. We prepare it
          as a ZIP file and e-mail you when it is ready; only you can download it, once signed in,
          for 7 days.
        </Typography.Paragraph>
        <div role="status" aria-live="polite">
          {status === 'pending' && (
            <Alert
              type="info"
              showIcon
              title="We are preparing your download"
              description="This usually takes a few minutes. We will e-mail you a link when it is ready, and it will appear here."
            />
          )}
          {status === 'ready' && current?.downloadUrl && (
            <Flex vertical gap={8}>
              <Alert
                type="success"
                showIcon
                title="Your download is ready"
                description={`Available until ${formatDate(current.expiresAt!)}.`}
              />
              <AppButton href={current.downloadUrl} download style={{ alignSelf: 'flex-start' }}>
                Download your data (ZIP{current.size ? `, ${megabytes(current.size)}` : ''})
              </AppButton>
            </Flex>
          )}
          {status === 'expired' && (
            <Typography.Paragraph style={{ margin: 0 }}>
              Your last download has expired and its file was deleted.
            </Typography.Paragraph>
          )}
          {status === 'failed' && (
            <Alert
              type="warning"
              showIcon
              title="We could not prepare your last download. Please ask again."
            />
          )}
        </div>
        {result.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={serverMessageOr(result.error, 'Your request was not sent. Please try again.')}
          />
        )}
        {status !== 'pending' &&
          askButton(status === null ? 'Prepare my download' : 'Prepare a new download')}
      </Flex>
    </Card>
  );
};

const ErasureSection = ({ rights }: { rights: MyDataRightsDto }) => {
  const [request, result] = useRequestErasureMutation();
  const [confirming, setConfirming] = useState(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const pending = rights.erasure?.status === 'pending';

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    window.setTimeout(() => startRef.current?.querySelector('button')?.focus(), 0);
  };
  const confirm = async () => {
    try {
      await request().unwrap();
      setConfirming(false);
    } catch {
      // the alert below says why; the question stays
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 20 }}>Ask us to erase your data</h2>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          When our team carries out your request, we erase your name, contact details and address
          from your account and from the records of your sales and purchases, stop all e-mails to
          you, and close your account: you will be signed out everywhere and cannot sign in to it
          again.
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }}>
          The law and our terms require us to keep some records for a while. We keep them apart, out
          of everyday use, and delete them when their period ends, counted from the end of your
          business with us:
        </Typography.Paragraph>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {rights.retention.map((period) => (
            <li key={period.kind}>
              <strong>
                {KIND_WORDS[period.kind]}: {period.years} years.
              </strong>{' '}
              {period.reason}
            </li>
          ))}
        </ul>
        <Typography.Paragraph style={{ margin: 0 }}>
          Read more in the{' '}
          <Link to="/privacy-policy#retention-periods">
            retention section of our privacy policy
          </Link>
          . If you want a copy of your data, download it first.
        </Typography.Paragraph>
        {pending ? (
          <Alert
            type="info"
            showIcon
            role="status"
            title="We have your request"
            description={`You asked on ${formatDate(rights.erasure!.requestedAt)}. Our team will carry it out within one month; until then you can still sign in and download your data.`}
          />
        ) : confirming ? (
          <Alert
            type="warning"
            showIcon
            title={
              <Typography.Title level={3} ref={questionRef} tabIndex={-1} style={{ margin: 0 }}>
                Are you sure?
              </Typography.Title>
            }
            description={
              <Flex vertical gap={12}>
                <span>
                  Once our team erases your data it cannot be undone, and your account closes for
                  good. Any sale or purchase still in progress will no longer be followed by us.
                </span>
                {result.isError && (
                  <Alert
                    type="error"
                    showIcon
                    role="alert"
                    title={serverMessageOr(
                      result.error,
                      'Your request was not sent. Please try again.',
                    )}
                  />
                )}
                <Flex wrap gap={8}>
                  <AppButton
                    variant="secondary"
                    size="sm"
                    onClick={cancel}
                    disabled={result.isLoading}
                  >
                    No, keep my data
                  </AppButton>
                  <AppButton size="sm" loading={result.isLoading} onClick={() => void confirm()}>
                    Yes, ask to erase my data
                  </AppButton>
                </Flex>
              </Flex>
            }
          />
        ) : (
          <div ref={startRef}>
            <AppButton variant="secondary" onClick={() => setConfirming(true)}>
              Ask to erase my data
            </AppButton>
          </div>
        )}
      </Flex>
    </Card>
  );
};

/**
 * /account/your-data: the customer's data rights (UK GDPR). Download a copy of their data
 * (prepared in the background, e-mailed as a link to this page), and ask for erasure, which our
 * team carries out; what the law keeps, and for how long, is said before they ask.
 */
export const YourDataPage = () => {
  const { productName } = usePublicConfig();
  useDocumentTitle('Your data', productName);
  const [polling, setPolling] = useState(false);
  const rights = useMyDataRightsQuery(undefined, {
    pollingInterval: polling ? PREPARING_POLL_MS : 0,
  });
  const preparing = rights.data?.export?.status === 'pending';
  useEffect(() => setPolling(preparing), [preparing]);

  return (
    <Flex
      vertical
      gap={24}
      className="th-container"
      style={{ maxWidth: 760, padding: '48px 16px' }}
    >
      <div>
        <Typography.Title level={1} style={{ fontSize: 32, marginTop: 0 }}>
          Your data
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          Your rights over the personal information we hold about you.{' '}
          <Link to="/welcome-back">Back to your properties</Link>
        </Typography.Paragraph>
      </div>
      {rights.isLoading ? (
        <FullPageLoader />
      ) : rights.error || !rights.data ? (
        <QueryErrorAlert
          error={rights.error}
          onRetry={() => void rights.refetch()}
          retrying={rights.isFetching}
        />
      ) : (
        <>
          <ExportSection current={rights.data.export} />
          <ErasureSection rights={rights.data} />
        </>
      )}
    </Flex>
  );
};
