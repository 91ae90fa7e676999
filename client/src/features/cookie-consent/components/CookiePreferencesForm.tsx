import { Flex, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  OPTIONAL_COOKIE_CATEGORIES,
  type OptionalCookieCategory,
  type OptionalCookieChoices,
} from '@/features/cookie-consent/consentStore';
import { useCookieConsent } from '@/features/cookie-consent/hooks/useCookieConsent';
import { cookieCategories, SAVE_PREFERENCES_LABEL } from '@/features/legal/content';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';

type CookiePreferencesFormProps = {
  productName: string;
  /** Called after the choices are stored. */
  onSaved?: () => void;
  /** Button size; the pop-up uses the full width on phones. */
  buttonSize?: 'flex' | 'base';
};

const isOptional = (id: string): id is OptionalCookieCategory =>
  (OPTIONAL_COOKIE_CATEGORIES as readonly string[]).includes(id);

/**
 * One switch per cookie category (the required ones shown on and locked) and 'Save preferences'.
 * Optional categories start from the visitor's saved answer, or off when there is none.
 */
export const CookiePreferencesForm = ({
  productName,
  onSaved,
  buttonSize = 'flex',
}: CookiePreferencesFormProps) => {
  const consent = useCookieConsent();
  const [choices, setChoices] = useState<OptionalCookieChoices>(() => ({
    analytics: consent.choices.analytics,
    errorReporting: consent.choices.errorReporting,
  }));
  const baseId = useId();

  const handleSave = () => {
    consent.save(choices);
    onSaved?.();
  };

  return (
    <Flex vertical gap={20}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cookieCategories(productName).map((category, index) => {
          const titleId = `${baseId}-${category.id}-title`;
          const descriptionId = `${baseId}-${category.id}-description`;
          const optional = category.optional && isOptional(category.id);
          return (
            <li
              key={category.id}
              style={{
                display: 'flex',
                gap: 16,
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                paddingBlock: 14,
                borderTop: index === 0 ? undefined : `1px solid ${colors.border}`,
              }}
            >
              <div>
                <Typography.Text id={titleId} strong style={{ color: colors.darkTeal }}>
                  {category.title}
                </Typography.Text>
                <Typography.Paragraph
                  id={descriptionId}
                  style={{ margin: '2px 0 0', color: colors.textSecondary, fontSize: 14 }}
                >
                  {category.description}
                </Typography.Paragraph>
              </div>
              <Flex vertical align="flex-end" gap={4} style={{ flex: 'none' }}>
                {optional && isOptional(category.id) ? (
                  <Switch
                    checked={choices[category.id]}
                    onChange={(checked) =>
                      setChoices((current) => ({
                        ...current,
                        [category.id]: checked,
                      }))
                    }
                    aria-labelledby={titleId}
                    aria-describedby={descriptionId}
                  />
                ) : (
                  <>
                    <Switch
                      checked
                      disabled
                      aria-labelledby={titleId}
                      aria-describedby={descriptionId}
                    />
                    <span style={{ fontSize: 12, color: colors.textSecondary }}>Always on</span>
                  </>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
      <div>
        <AppButton size={buttonSize} onClick={handleSave}>
          {SAVE_PREFERENCES_LABEL}
        </AppButton>
      </div>
    </Flex>
  );
};
