import {
  AuditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  IdcardOutlined,
  MailOutlined,
  TeamOutlined,
  QuestionCircleOutlined,
  SignatureOutlined,
} from '@ant-design/icons';
import { Alert, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePurchaseQuery, type PurchaseIntentDto } from '@/api/generated';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { buyerResumePath, isObjectId } from '@/features/buy/paths';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { fullName } from '@/shared/forms/PeopleList';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { formatPounds } from '@/shared/format';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { StepChecklist, type ChecklistStep } from '@/shared/ui/StepChecklist';
import { AppIcon } from '@/shared/ui/AppIcon';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import {
  DocumentsCard,
  DocumentsNotLinkedCard,
} from '@/features/documents/components/DocumentsCard';
import { YourAnswersActions } from '@/features/change-requests/YourAnswersActions';
import { ProgressCard } from '@/features/tracker/ProgressCard';
import { useOwnCheckComplete } from '@/features/tracker/trackerApi';

/** customer.md §8. */
export const INVALID_TRANSACTION_ID = 'Invalid transaction ID';

/** The figure customer.md §2 shows on a buyer dashboard card. */
export const BUYER_DASHBOARD_PRICE_TEXT = '£1,300';

const teamSteps = (productName: string): ChecklistStep[] => [
  {
    icon: TeamOutlined,
    title: 'Introduce you to your legal team',
    text: `${productName} puts you in touch with the solicitors handling your purchase.`,
  },
  {
    icon: FileSearchOutlined,
    title: 'Review the searches and the title',
    text: 'Your solicitor checks the property’s searches and title documents for anything you should know.',
  },
  {
    icon: QuestionCircleOutlined,
    title: 'Raise enquiries',
    text: 'Questions about the property go to the seller’s solicitor, and we chase the answers.',
  },
  {
    icon: FileTextOutlined,
    title: 'Prepare your property report',
    text: 'You get a clear report on the property before you commit to buying it.',
  },
];

const buyerSteps: ChecklistStep[] = [
  {
    icon: IdcardOutlined,
    title: 'Complete your ID check',
    text: 'You will get a text message from our identity-check partner with a secure link. It takes a few minutes on your phone.',
  },
  {
    icon: SignatureOutlined,
    title: 'Sign your engagement letter',
    text: 'Your solicitor e-mails you their engagement letter. Sign it so they can start work.',
  },
];

const answerLabels: Record<string, string> = { yes: 'Yes', no: 'No', not_sure: 'Not sure' };

const yesNo = (value: boolean | null | undefined): string =>
  value === true ? 'Yes' : value === false ? 'No' : 'Not answered';

const summaryItems = (
  intent: PurchaseIntentDto,
): { key: string; label: string; children: ReactNode }[] => {
  const mortgage = intent.mortgage_required_for_purchase;
  const buyers = intent.additional_buyers.map((buyer) =>
    fullName({
      firstName: buyer.first_name,
      middleName: buyer.middle_name ?? undefined,
      lastName: buyer.last_name,
    }),
  );
  const giftors = intent.primary_buyer.giftors.map(
    (giftor) =>
      `${fullName({ firstName: giftor.first_name, middleName: giftor.middle_name ?? undefined, lastName: giftor.last_name })} (${giftor.relationship}, ${formatPounds(giftor.amount)})`,
  );
  return [
    {
      key: 'property',
      label: 'Property',
      children: intent.property ? formatAddressLine(intent.property.address) : 'Not chosen yet',
    },
    {
      key: 'price',
      label: 'Agreed price',
      children:
        typeof intent.agreed_price === 'number' ? formatPounds(intent.agreed_price) : 'Not given',
    },
    {
      key: 'mortgage',
      label: 'Mortgage',
      children: mortgage
        ? [answerLabels[mortgage], mortgage === 'yes' ? intent.mortgage_provider : null]
            .filter(Boolean)
            .join(', ')
        : 'Not answered',
    },
    {
      key: 'ownership',
      label: 'Ownership',
      children:
        intent.ownership_type === 'Joint'
          ? `Joint, with ${buyers.join(', ')}`
          : (intent.ownership_type ?? 'Not answered'),
    },
    ...(giftors.length > 0
      ? [{ key: 'giftors', label: 'Gifts from', children: giftors.join('; ') }]
      : []),
    { key: 'first-time', label: 'First-time buyer', children: yesNo(intent.first_time_buyer) },
  ];
};

type DashboardProps = { intent: PurchaseIntentDto };

const BuyerDashboard = ({ intent }: DashboardProps) => {
  const { productName, supportEmail } = usePublicConfig();
  const navigate = useNavigate();
  const ownCheckDone = useOwnCheckComplete('purchase', intent._id, { skip: !intent.is_active });
  const address = intent.property ? formatAddressLine(intent.property.address) : undefined;

  const handleResume = () => {
    setOnboardingFlow({
      role: 'buy',
      id: intent._id,
      ...(intent.property_id ? { propertyId: intent.property_id } : {}),
    });
    void navigate(buyerResumePath(intent));
  };

  return (
    <>
      <Flex vertical gap={8}>
        <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 5vw, 32px)', margin: 0 }}>
          Your purchase
        </Typography.Title>
        {address && (
          <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>{address}</Typography.Paragraph>
        )}
        <Flex gap={12} align="center" wrap>
          {intent.is_active ? (
            <Tag color="success">Onboarding complete</Tag>
          ) : (
            <>
              <Tag color="warning">Information Needed</Tag>
              <AppButton size="sm" variant="secondary" onClick={handleResume}>
                Continue onboarding
              </AppButton>
            </>
          )}
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={24}>
            {intent.is_active && <ProgressCard kind="purchase" id={intent._id} />}
            {intent.is_active &&
              (intent.transaction_id ? (
                <DocumentsCard kind="purchase" id={intent._id} />
              ) : (
                <DocumentsNotLinkedCard />
              ))}
            <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Next steps</h2>}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {`What ${productName} will do`}
              </Typography.Title>
              <StepChecklist steps={teamSteps(productName)} label={`What ${productName} will do`} />
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                What you need to do
              </Typography.Title>
              <StepChecklist
                steps={buyerSteps.map((step) =>
                  step.icon === IdcardOutlined ? { ...step, done: ownCheckDone } : step,
                )}
                label="What you need to do"
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <Card
              style={{ background: colors.primary, borderColor: colors.primary }}
              styles={{ body: { color: colors.textOnDark } }}
            >
              <Flex vertical gap={4}>
                <Flex gap={8} align="center">
                  <AuditOutlined aria-hidden style={{ fontSize: 20 }} />
                  <h2 style={{ fontSize: 16, margin: 0, color: colors.textOnDark }}>
                    Legal work included
                  </h2>
                </Flex>
                <span style={{ fontSize: 36, fontWeight: 700, lineHeight: 1.2 }}>
                  {BUYER_DASHBOARD_PRICE_TEXT}
                </span>
                <span>
                  The typical cost of reviewing the searches and title, raising enquiries and
                  preparing your property report: the part of the £2,250 core legal fees (see What's
                  included) that the team's work above covers. It comes with your purchase.
                </span>
              </Flex>
            </Card>
            <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your purchase</h2>}>
              <Descriptions column={1} size="small" items={summaryItems(intent)} />
              {intent.is_active && (
                <YourAnswersActions
                  kind="purchase"
                  id={intent._id}
                  propertyId={intent.property_id}
                />
              )}
            </Card>
            <Card>
              <Flex gap={8} align="baseline">
                <AppIcon icon={MailOutlined} />
                <Typography.Text>
                  Questions? E-mail us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
                </Typography.Text>
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
};

export type BuyerDashboardPageProps = {
  /**
   * What a malformed id shows: the not-found page (/buy/{anything}: other paths under /buy are
   * not found, customer.md §2) or the 'Invalid transaction ID' error (/dashboard/buy/{id}).
   */
  invalidId?: 'not-found' | 'error';
};

/** /buy/{id} and /dashboard/buy/{id}: a purchase's next steps and summary (customer.md §2). */
export const BuyerDashboardPage = ({ invalidId = 'error' }: BuyerDashboardPageProps) => {
  const { id = '' } = useParams();
  const { productName } = usePublicConfig();
  const valid = isObjectId(id);
  const query = usePurchaseQuery({ id }, { skip: !valid });
  useDocumentTitle('Your purchase', productName);

  if (!valid && invalidId === 'not-found') return <NotFoundPage />;

  let content: ReactNode;
  if (!valid) {
    content = <Alert type="error" showIcon role="alert" title={INVALID_TRANSACTION_ID} />;
  } else if (query.isLoading) {
    content = <FullPageLoader />;
  } else if (!query.data) {
    content = (
      <QueryErrorAlert
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = <BuyerDashboard intent={query.data} />;
  }

  return (
    <Flex
      vertical
      gap={24}
      style={{ maxWidth: 1150, margin: '0 auto', padding: '24px 16px 48px', width: '100%' }}
    >
      {content}
    </Flex>
  );
};
