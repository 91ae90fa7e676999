import {
  DownloadOutlined,
  FileTextOutlined,
  IdcardOutlined,
  MailOutlined,
  SignatureOutlined,
} from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, Grid, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '@/api/baseQuery';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { fullName } from '@/shared/forms/PeopleList';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useSaleQuery, type TransactionDto } from '@/api/generated';
import { isObjectId } from '@/features/sell/objectId';
import { receiptUrl } from '@/features/sell/receipt';
import { saleResumePath } from '@/features/sell/resume';
import { formatPounds } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { StepChecklist, type ChecklistStep } from '@/shared/ui/StepChecklist';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { DocumentsCard } from '@/features/documents/components/DocumentsCard';
import { YourAnswersActions } from '@/features/change-requests/YourAnswersActions';
import { ProgressCard } from '@/features/tracker/ProgressCard';
import { useOwnCheckComplete } from '@/features/tracker/trackerApi';

export const INVALID_TRANSACTION_ID = 'Invalid transaction ID';
export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export type SellDashboardPageProps = {
  /**
   * What a malformed id shows: `not-found` for /sell/{id} (so /sell/anything-else stays a 404
   * page), `error` ('Invalid transaction ID') for /dashboard/sell/{id}.
   */
  invalidId?: 'not-found' | 'error';
};

const estateAgentText = (transaction: TransactionDto): string => {
  switch (transaction.estate_agent_status) {
    case 'assigned':
      return transaction.estate_agent?.label ?? 'Assigned';
    case 'not_listed':
      return 'Not listed';
    case 'no_agent':
      return 'No estate agent yet';
    default:
      return 'To be confirmed';
  }
};

const tenureText = (transaction: TransactionDto): string => {
  const { tenure, tenure_details: details } = transaction.property;
  if (!tenure) return 'Not given';
  return tenure === 'Other' ? `Other${details ? `: ${details}` : ''}` : tenure;
};

const Frame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { productName } = usePublicConfig();
  useDocumentTitle(title, productName);
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1000, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 5vw, 32px)', margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
};

const Dashboard = ({ transaction }: { transaction: TransactionDto }) => {
  const { supportEmail } = usePublicConfig();
  const navigate = useNavigate();
  // Phone first: the server renders this page without a screen (src/common/first-render.ts),
  // and the breakpoints are empty until the browser has measured, so a phone never paints the
  // two-column layout (antd's responsive `column` falls back to three columns meanwhile).
  const screens = Grid.useBreakpoint();
  const ownCheckDone = useOwnCheckComplete('sale', transaction._id, {
    skip: !transaction.complete,
  });
  const address = formatAddressLine(transaction.property.address);
  const seller = transaction.primary_seller.user;
  // A representative acts for the sellers; they are not one of them.
  const representative =
    transaction.primary_seller.customer_type === 'representative'
      ? fullName({ firstName: seller.first_name, lastName: seller.last_name })
      : null;
  const sellers = [
    ...(representative
      ? []
      : [fullName({ firstName: seller.first_name, lastName: seller.last_name })]),
    ...transaction.additional_sellers.map((person) =>
      fullName({
        firstName: person.first_name,
        middleName: person.middle_name ?? undefined,
        lastName: person.last_name,
      }),
    ),
  ];

  const handleContinue = () => {
    setOnboardingFlow({ role: 'sell', id: transaction._id, propertyId: transaction.property_id });
    void navigate(saleResumePath(transaction));
  };

  const steps: ChecklistStep[] = [
    {
      icon: IdcardOutlined,
      title: 'Complete your ID check',
      text: 'You will receive a text message from our identity-check partner with a secure link. The check takes a few minutes on your phone.',
      done: ownCheckDone,
    },
    {
      icon: SignatureOutlined,
      title: 'Sign your engagement letter',
      text: 'Your solicitor will e-mail you their engagement letter. Please read and sign it so they can start work on your sale.',
    },
    {
      icon: FileTextOutlined,
      title: 'Fill in your TA forms',
      text: 'Complete the property information forms (TA6, TA10, and TA7 for a leasehold) so your sale is legally ready for a buyer.',
    },
    {
      icon: MailOutlined,
      title: 'Questions? We are here to help',
      text: (
        <>
          E-mail us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will reply
          within 24 hours.
        </>
      ),
    },
  ];

  return (
    <Frame title="Your sale">
      <Typography.Paragraph style={{ margin: 0 }}>{address}</Typography.Paragraph>
      {!transaction.complete && (
        <Alert
          type="warning"
          role="note"
          showIcon
          title="Information Needed"
          description="Your onboarding isn't finished yet."
          action={
            <AppButton size="sm" onClick={handleContinue}>
              Continue
            </AppButton>
          }
        />
      )}
      {transaction.complete && <ProgressCard kind="sale" id={transaction._id} />}
      {transaction.complete && <DocumentsCard kind="sale" id={transaction._id} />}
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            Next steps
          </Typography.Title>
        }
      >
        <StepChecklist steps={steps} />
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            Your property
          </Typography.Title>
        }
      >
        <Descriptions column={screens.md ? 2 : 1} layout="vertical" size="small" colon={false}>
          <Descriptions.Item label="Address">{address}</Descriptions.Item>
          <Descriptions.Item label="Tenure">{tenureText(transaction)}</Descriptions.Item>
          <Descriptions.Item label="Asking price">
            {typeof transaction.asking_price === 'number'
              ? formatPounds(transaction.asking_price)
              : 'Not given'}
          </Descriptions.Item>
          <Descriptions.Item label="Estate agent">{estateAgentText(transaction)}</Descriptions.Item>
          <Descriptions.Item label={sellers.length > 1 ? 'Sellers' : 'Seller'}>
            {sellers.join(', ')}
          </Descriptions.Item>
          {representative && (
            <Descriptions.Item label="Representative">{representative}</Descriptions.Item>
          )}
          <Descriptions.Item label="Onboarding fee">
            <Flex gap={8} align="center" wrap>
              {transaction.complete && transaction.referral_code ? (
                <Tag color="success">Covered by referral code {transaction.referral_code}</Tag>
              ) : transaction.complete ? (
                <Tag color="success">Paid</Tag>
              ) : (
                <Tag color="warning">Not paid</Tag>
              )}
              {transaction.complete && (
                <AppButton
                  variant="secondary"
                  size="sm"
                  icon={<DownloadOutlined />}
                  href={receiptUrl(transaction._id)}
                  download
                >
                  {transaction.referral_code ? 'Download confirmation' : 'Download receipt'}
                </AppButton>
              )}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
        {transaction.complete && (
          <YourAnswersActions
            kind="sale"
            id={transaction._id}
            propertyId={transaction.property_id}
          />
        )}
      </Card>
    </Frame>
  );
};

/** /sell/{id} and /dashboard/sell/{id}: the seller's property dashboard. */
export const SellDashboardPage = ({ invalidId = 'error' }: SellDashboardPageProps) => {
  const { id = '' } = useParams();
  const { supportEmail } = usePublicConfig();
  const valid = isObjectId(id);
  const transaction = useSaleQuery({ id }, { skip: !valid });

  if (!valid) {
    if (invalidId === 'not-found') return <NotFoundPage />;
    return (
      <Frame title="Your sale">
        <Alert type="error" showIcon role="alert" title={INVALID_TRANSACTION_ID} />
      </Frame>
    );
  }
  if (transaction.isLoading) return <FullPageLoader />;
  if (!transaction.data) {
    const notFound = isApiError(transaction.error) && transaction.error.status === 404;
    return (
      <Frame title="Your sale">
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            notFound
              ? TRANSACTION_NOT_FOUND
              : tryAgainOrContactSupport(errorMessage(transaction.error), supportEmail)
          }
          description={
            notFound ? (
              <>
                Check the link, or find your sale on <Link to="/welcome-back">your home page</Link>.
                If it is missing, e-mail us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                .
              </>
            ) : undefined
          }
        />
      </Frame>
    );
  }
  return <Dashboard transaction={transaction.data} />;
};
