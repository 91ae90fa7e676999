import { CheckCircleFilled } from '@ant-design/icons';
import { App, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import { useConfirmFees } from '@/features/buy/hooks/useConfirmFees';
import { buyMessages } from '@/features/buy/messages';
import { buyPaths } from '@/features/buy/paths';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { formatPounds } from '@/shared/format';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';

type IncludedItem = { name: string; price: number; points: string[] };

/** customer.md §2 and §9: what a buyer gets, already covered (whole pounds). */
export const includedItems: IncludedItem[] = [
  {
    name: 'Search pack',
    price: 400,
    points: [
      'Local authority, drainage and water, and environmental searches',
      'Ordered and reviewed for you by your solicitor',
    ],
  },
  {
    name: 'Core legal fees',
    price: 2250,
    points: [
      'Your solicitor’s core conveyancing work on the purchase',
      'Reviewing the title, raising enquiries and preparing your property report',
    ],
  },
];

/**
 * /buy/whats-included: the covered fees and 'Amazing, let's go!', which confirms them
 * (GET /purchase-intent/confirm/{id}) and goes to /buy/success, even when confirming fails.
 */
export const BuyWhatsIncludedPage = () => {
  const { productName, supportEmail } = usePublicConfig();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const confirmFees = useConfirmFees();
  const [confirming, setConfirming] = useState(false);

  const handleConfirm = async () => {
    const id = getOnboardingFlowId('buy');
    if (!id) {
      notification.error({ title: buyMessages.confirmNeedsId, duration: 10 });
    } else {
      setConfirming(true);
      try {
        await confirmFees(id);
      } catch (error) {
        notification.error({
          title: 'We could not confirm your fees',
          description: tryAgainOrContactSupport(errorMessage(error), supportEmail),
          duration: 10,
        });
      }
      setConfirming(false);
    }
    // customer.md §7, §8: the flow moves on even when confirming fails.
    await navigate(buyPaths.success);
  };

  return (
    <OnboardingLayout role="buy" step="whats-included" title="What's included">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {`By choosing ${productName} you are saving:`}
        </Typography.Title>
        <Row gutter={[16, 16]} role="list" aria-label="Included fees">
          {includedItems.map((item) => (
            <Col xs={24} sm={12} key={item.name} role="listitem">
              <Card
                style={{ height: '100%', borderColor: colors.primary }}
                styles={{ body: { padding: 20 } }}
              >
                <Flex vertical gap={8}>
                  <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
                    {item.name}
                  </Typography.Title>
                  <Typography.Text
                    strong
                    style={{ fontSize: 28, color: colors.primary, lineHeight: 1.2 }}
                  >
                    {formatPounds(item.price)}
                  </Typography.Text>
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {item.points.map((point) => (
                      <li key={point} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                        <AppIcon icon={CheckCircleFilled} color="success" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          These are covered for you: there is nothing to pay today.
        </Typography.Paragraph>
      </Flex>
      <StepActions
        backTo={buyPaths.terms}
        primary={
          <AppButton size="flex" loading={confirming} onClick={() => void handleConfirm()}>
            Amazing, let&apos;s go!
          </AppButton>
        }
      />
    </OnboardingLayout>
  );
};
