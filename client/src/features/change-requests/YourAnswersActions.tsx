import { Flex } from 'antd';
import { useNavigate } from 'react-router';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { AppButton } from '@/shared/ui/AppButton';
import { AskForChange } from './AskForChange';

type YourAnswersActionsProps = {
  kind: 'sale' | 'purchase';
  id: string;
  propertyId?: string | null;
};

/**
 * On the dashboard of a paid sale or a confirmed purchase: every answer given during onboarding
 * (the about-the-property page, read-only) and "Ask us to change something".
 */
export const YourAnswersActions = ({ kind, id, propertyId }: YourAnswersActionsProps) => {
  const navigate = useNavigate();
  const role = kind === 'sale' ? 'sell' : 'buy';

  const handleSeeAnswers = () => {
    setOnboardingFlow({ role, id, ...(propertyId ? { propertyId } : {}) });
    void navigate(`/${role}/about-the-property`);
  };

  return (
    <Flex gap={8} wrap style={{ marginTop: 16 }}>
      <AppButton size="sm" variant="link" onClick={handleSeeAnswers}>
        See all your answers
      </AppButton>
      <AskForChange kind={kind} id={id} size="sm" />
    </Flex>
  );
};
