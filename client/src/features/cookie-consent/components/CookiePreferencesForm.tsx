import { useId, useState } from 'react';
import {
  OPTIONAL_COOKIE_CATEGORIES,
  type OptionalCookieCategory,
  type OptionalCookieChoices,
} from '@/features/cookie-consent/consentStore';
import { useCookieConsent } from '@/features/cookie-consent/hooks/useCookieConsent';
import { cookieCategories, SAVE_PREFERENCES_LABEL } from '@/features/legal/content';
import '@/features/cookie-consent/components/cookie-consent.css';

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
 *
 * Plain elements and CSS (cookie-consent.css), no antd: the pop-up shows on the light landing,
 * which does not load the UI kit.
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
    <div className="th-cookie-choices">
      <ul className="th-cookie-choices__list">
        {cookieCategories(productName).map((category) => {
          const titleId = `${baseId}-${category.id}-title`;
          const descriptionId = `${baseId}-${category.id}-description`;
          const optional = category.optional && isOptional(category.id);
          const id = category.id;
          return (
            <li key={id} className="th-cookie-choices__item">
              <div>
                <strong id={titleId} className="th-cookie-choices__title">
                  {category.title}
                </strong>
                <p id={descriptionId} className="th-cookie-choices__description">
                  {category.description}
                </p>
              </div>
              <div className="th-cookie-choices__control">
                {optional && isOptional(id) ? (
                  <button
                    type="button"
                    role="switch"
                    className="th-switch"
                    aria-checked={choices[id]}
                    aria-labelledby={titleId}
                    aria-describedby={descriptionId}
                    onClick={() => setChoices((current) => ({ ...current, [id]: !current[id] }))}
                  />
                ) : (
                  <>
                    <button
                      type="button"
                      role="switch"
                      className="th-switch"
                      aria-checked
                      disabled
                      aria-labelledby={titleId}
                      aria-describedby={descriptionId}
                    />
                    <span className="th-cookie-choices__always">Always on</span>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          className={`th-cookie-save th-cookie-save--${buttonSize}`}
          onClick={handleSave}
        >
          {SAVE_PREFERENCES_LABEL}
        </button>
      </div>
    </div>
  );
};
