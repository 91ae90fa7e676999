import { Alert, Flex, Segmented, Typography } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useHomeCardsQuery, type PropertyCardDto } from '@/api/generated';
import { YOUR_DATA_PATH } from '@/features/account/dataRightsApi';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { PropertyCard } from '@/features/home/components/PropertyCard';
import { useStartNewFlow } from '@/features/home/hooks/useStartNewFlow';
import { splitCards, tabCopy, type PropertyTab } from '@/features/home/propertyCards';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { AppButton } from '@/shared/ui/AppButton';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

const tabs: PropertyTab[] = ['sales', 'purchases'];

const CardList = ({ label, cards }: { label: string; cards: PropertyCardDto[] }) => (
  <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {cards.map((card) => (
      <li key={card.transactionId} style={{ marginBottom: 12 }}>
        <PropertyCard card={card} />
      </li>
    ))}
  </ul>
);

/**
 * /welcome-back: every sale and purchase of the signed-in user (customer.md §2, issue 25), the
 * current ones first, then the archived ones, each with its status tag.
 */
export const WelcomeBackPage = () => {
  const { user, role, isAdmin } = useAuth();
  const { supportEmail, productName } = usePublicConfig();
  useDocumentTitle('Your properties', productName);
  const { data, isLoading, isError } = useHomeCardsQuery();
  const [tab, setTab] = useState<PropertyTab>(role === 'buy' ? 'purchases' : 'sales');
  const [showArchived, setShowArchived] = useState(false);
  const startNewFlow = useStartNewFlow();
  const archivedId = useId();

  const cards = data?.[tab] ?? [];
  const { current, archived } = splitCards(cards);
  // Customers always see their archived sales and purchases (issue 25); the spec's Show / Hide
  // Archived toggle stays an admin's, offered only when there are archived items (customer.md §6).
  const archivedShown = archived.length > 0 && (!isAdmin || showArchived);
  const copy = tabCopy[tab];

  const handleTabChange = (next: PropertyTab) => {
    setTab(next);
    setShowArchived(false);
  };

  const startButton = (variant?: 'secondary') => (
    <AppButton variant={variant} onClick={() => startNewFlow(copy.role)}>
      {copy.startLabel}
    </AppButton>
  );

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
    if (current.length === 0 && !archivedShown) {
      return (
        <Flex vertical align="flex-start" gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{copy.empty}</Typography.Paragraph>
          {startButton()}
          {isAdmin && archived.length > 0 && archivedToggle()}
        </Flex>
      );
    }
    return (
      <Flex vertical gap={24}>
        {current.length > 0 && <CardList label={copy.label} cards={current} />}
        {archivedShown && (
          <section id={archivedId} aria-labelledby={`${archivedId}-title`}>
            <Typography.Title
              level={2}
              id={`${archivedId}-title`}
              style={{ fontSize: 20, marginTop: 0 }}
            >
              Archived
            </Typography.Title>
            <CardList label={`Archived ${copy.label.toLowerCase()}`} cards={archived} />
          </section>
        )}
        <Flex wrap gap={16} justify="space-between" align="center">
          {startButton('secondary')}
          {isAdmin && archived.length > 0 && archivedToggle()}
        </Flex>
      </Flex>
    );
  };

  function archivedToggle() {
    return (
      <AppButton
        variant="link"
        aria-expanded={showArchived}
        aria-controls={showArchived ? archivedId : undefined}
        onClick={() => setShowArchived((value) => !value)}
      >
        {showArchived ? 'Hide Archived' : 'Show Archived'}
      </AppButton>
    );
  }

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
      {!isAdmin && (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Link to={YOUR_DATA_PATH}>Your data</Link>: download a copy of your personal information,
          or ask us to erase it.
        </Typography.Paragraph>
      )}
    </Flex>
  );
};
