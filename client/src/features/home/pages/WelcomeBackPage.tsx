import { Alert, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useUsersControllerPropertiesQuery } from '@/api/generated';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { PropertyCard } from '@/features/home/components/PropertyCard';
import { useStartNewFlow } from '@/features/home/hooks/useStartNewFlow';
import { tabCopy, visibleCards, type PropertyTab } from '@/features/home/propertyCards';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { AppButton } from '@/shared/ui/AppButton';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

const tabs: PropertyTab[] = ['sales', 'purchases'];

/** /welcome-back: the signed-in user's sales and purchases (customer.md §2). */
export const WelcomeBackPage = () => {
  const { user, role, isAdmin } = useAuth();
  const { supportEmail, productName } = usePublicConfig();
  useDocumentTitle('Your properties', productName);
  const { data, isLoading, isError } = useUsersControllerPropertiesQuery();
  const [tab, setTab] = useState<PropertyTab>(role === 'buy' ? 'purchases' : 'sales');
  const [showArchived, setShowArchived] = useState(false);
  const startNewFlow = useStartNewFlow();

  const cards = data?.[tab] ?? [];
  const hasArchived = cards.some((card) => card.archived);
  // Only admins may look at archived items, and only when there are some (customer.md §6).
  const shown = visibleCards(cards, isAdmin && showArchived);
  const copy = tabCopy[tab];

  const handleTabChange = (next: PropertyTab) => {
    setTab(next);
    setShowArchived(false);
  };

  const body = () => {
    if (isLoading) return <FullPageLoader />;
    if (isError || !data || !user) {
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            <>
              There was an error. Please contact support at{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </>
          }
        />
      );
    }
    if (shown.length === 0) {
      return (
        <Flex vertical align="flex-start" gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{copy.empty}</Typography.Paragraph>
          <AppButton onClick={() => startNewFlow(copy.role)}>{copy.startLabel}</AppButton>
        </Flex>
      );
    }
    return (
      <Flex vertical gap={16}>
        <ul aria-label={copy.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((card) => (
            <li key={card.transactionId} style={{ marginBottom: 12 }}>
              <PropertyCard card={card} />
            </li>
          ))}
        </ul>
        <Flex wrap gap={16} justify="space-between" align="center">
          <AppButton variant="secondary" onClick={() => startNewFlow(copy.role)}>
            {copy.startLabel}
          </AppButton>
          {isAdmin && hasArchived && (
            <AppButton variant="link" onClick={() => setShowArchived((value) => !value)}>
              {showArchived ? 'Hide Archived' : 'Show Archived'}
            </AppButton>
          )}
        </Flex>
      </Flex>
    );
  };

  return (
    <Flex
      vertical
      gap={24}
      className="th-container"
      style={{ maxWidth: 760, padding: '48px 16px' }}
    >
      <div>
        <Typography.Title level={1} style={{ fontSize: 32, marginTop: 0 }}>
          Welcome back, {user?.first_name}!
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          Select a property below to continue your sale or purchase.
        </Typography.Paragraph>
      </div>
      <Segmented<PropertyTab>
        aria-label="Show sales or purchases"
        value={tab}
        onChange={handleTabChange}
        options={tabs.map((value) => ({ value, label: tabCopy[value].label }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {body()}
    </Flex>
  );
};
