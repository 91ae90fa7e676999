import type { LegalDocument } from './types';

export const COOKIE_POLICY_LAST_UPDATED = 'July 2023';

/** Label of the button in the cookie consent pop-up that stores the visitor's choices. */
export const SAVE_PREFERENCES_LABEL = 'Save preferences';

/** Cookie categories offered in the consent pop-up. */
export type CookieCategoryId = 'necessary' | 'preferences' | 'analytics' | 'errorReporting';

export type CookieCategory = {
  id: CookieCategoryId;
  title: string;
  description: string;
  /** Strictly necessary and preference cookies cannot be switched off. */
  optional: boolean;
};

export const cookieCategories = (productName: string): CookieCategory[] => [
  {
    id: 'necessary',
    title: 'Strictly necessary',
    description: `Keep you signed in and ${productName} secure. These are always on.`,
    optional: false,
  },
  {
    id: 'preferences',
    title: 'Preferences',
    description: 'Remember the cookie choices you make here. These are always on.',
    optional: false,
  },
  {
    id: 'analytics',
    title: 'Analytics',
    description: 'Help us understand which pages are used, so we can improve them.',
    optional: true,
  },
  {
    id: 'errorReporting',
    title: 'Error reporting',
    description: 'Tell us when something breaks, so we can fix it quickly.',
    optional: true,
  },
];

/** Cookie policy (/cookie-policy). */
export const cookiePolicy = (productName: string, supportEmail: string): LegalDocument => ({
  title: 'Cookie Policy',
  version: '1.0',
  effectiveDate: COOKIE_POLICY_LAST_UPDATED,
  lastUpdated: COOKIE_POLICY_LAST_UPDATED,
  intro: [
    `This policy explains the cookies and similar technologies ${productName} uses, why we use them and how you can choose which ones are allowed.`,
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores on your device. They let the website recognise your device and remember information between pages or visits.',
        'We also use similar technologies, such as your browser\'s local storage, to remember where you are in the onboarding steps. In this policy, "cookies" includes these technologies.',
      ],
    },
    {
      id: 'how-we-use-cookies',
      title: 'How we use cookies',
      paragraphs: [
        'We group our cookies into four categories:',
        '• strictly necessary cookies, which the website needs to work;',
        '• preference cookies, which remember your cookie choices;',
        '• analytics cookies, which are optional;',
        '• error-reporting cookies, which are optional.',
        'We only set optional cookies if you agree to them.',
      ],
    },
    {
      id: 'strictly-necessary',
      title: 'Strictly necessary cookies',
      paragraphs: [
        'We use a session cookie to keep you signed in securely after you open your sign-in link, and to protect your account from misuse. Without it you would have to sign in again on every page.',
        'We also store a small amount of information in your browser so that you can carry on with onboarding where you left off, and to protect our sign-in forms from automated abuse.',
        'Because the service cannot work without them, these cookies do not need your consent and cannot be switched off in the pop-up.',
      ],
    },
    {
      id: 'preferences',
      title: 'Preference cookies',
      paragraphs: [
        'We use a preference cookie to remember the choices you make in our cookie pop-up, so that we do not ask you again on every visit. It stores your choices only, and nothing else about you.',
      ],
    },
    {
      id: 'analytics',
      title: 'Analytics cookies (optional)',
      paragraphs: [
        'If you allow them, analytics cookies help us understand how people use our website, such as which pages are visited and where people get stuck. We look at this information in aggregate to improve the service, not to build a profile of you.',
      ],
    },
    {
      id: 'error-reporting',
      title: 'Error-reporting cookies (optional)',
      paragraphs: [
        'If you allow them, error-reporting cookies help us spot and fix problems. When something goes wrong, our error-reporting service records technical details such as the page, your browser and the steps that led to the error. It may also record a replay of how the page behaved, which we use only to diagnose faults.',
      ],
    },
    {
      id: 'third-party-cookies',
      title: 'Cookies set by other organisations',
      paragraphs: [
        'Some parts of our website use services from other organisations, which may set their own cookies:',
        '• our card payment provider, on the payment page, to process payments and prevent fraud;',
        '• our bot-protection service, on the sign-in and sign-up forms, to tell people apart from automated programs;',
        '• the marketing form provider whose form appears on our estate agent partner page.',
        'These organisations are responsible for their own cookies, and their privacy notices explain how they use them.',
      ],
    },
    {
      id: 'managing-your-choices',
      title: 'Managing your choices',
      paragraphs: [
        `When you first visit our website, a pop-up asks which optional cookies you are happy for us to use. Choose the categories you want and select '${SAVE_PREFERENCES_LABEL}'. Until you do, we only use strictly necessary cookies.`,
        'You can change your mind at any time. Clear the cookies for our website in your browser settings, and the pop-up will appear again on your next visit so you can choose again.',
        'Most browsers also let you block or delete cookies. If you block strictly necessary cookies, parts of the service, including signing in, will not work.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        `We may update this policy when we change the cookies we use. This version was last updated in ${COOKIE_POLICY_LAST_UPDATED}. If we add a new category of optional cookie, we will ask for your consent again.`,
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      paragraphs: [
        `If you have any question about our use of cookies, email us at ${supportEmail}. Our Privacy Policy explains more about how we use your personal information and your rights.`,
      ],
    },
  ],
});
