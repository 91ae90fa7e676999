import { COOKIE_POLICY_PATH } from './paths';
import type { LegalDocument } from './types';

export const PRIVACY_POLICY_LAST_UPDATED = 'July 2023';

/** Route of the cookie policy (paths.ts), referred to from the privacy policy. */
export { COOKIE_POLICY_PATH };

/** Privacy policy (/privacy-policy). */
export const privacyPolicy = (productName: string, supportEmail: string): LegalDocument => ({
  title: 'Privacy Policy',
  version: '1.0',
  effectiveDate: PRIVACY_POLICY_LAST_UPDATED,
  lastUpdated: PRIVACY_POLICY_LAST_UPDATED,
  intro: [
    `Buying or selling a home means sharing a lot of personal information. This policy explains, in plain English, what information ${productName} collects, why we need it, who we share it with, how long we keep it and the choices and rights you have.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `The business that operates ${productName} is the controller of the personal information described in this policy. This means we decide how and why it is used, and we are responsible for looking after it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        `If you have any question about this policy or your information, email us at ${supportEmail}.`,
      ],
    },
    {
      id: 'scope',
      title: 'What this policy covers',
      paragraphs: [
        `This policy applies to our website, the sign-up and onboarding steps, your property dashboard, and the emails and messages we send you as part of the ${productName} service.`,
        'Your solicitor, your estate agent and your lender are separate organisations. When they use your information for their own purposes, such as the legal work on your sale or purchase, their own privacy notices apply.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      paragraphs: [
        'Depending on how you use our service, we collect:',
        '• contact and account details: your name, email address, mobile number and correspondence address;',
        '• identity information: copies of identity documents such as your passport or driving licence, a photo of your face taken for a liveness check, and the results of identity and anti-money laundering checks;',
        '• property details: the address, tenure, asking or agreed price, and whether there is a mortgage, an onward purchase or another purchase the deal depends on;',
        '• financial information: how you are funding a purchase, evidence of your source of funds, details of any gifts, whether you will use foreign currency, and whether you would like an introduction to a mortgage adviser;',
        '• information about other people: details you give us about anyone selling or buying with you, anyone you act for, and anyone giving you money towards a purchase;',
        '• payment information: a record of what you paid and when, and any referral code used. Card details are handled by our card payment provider and we do not store your full card number;',
        '• messages: what you tell us through our contact form, by email or by phone;',
        '• technical information: your IP address, device and browser type, pages visited, error reports, and information from cookies and similar technologies.',
      ],
    },
    {
      id: 'how-we-collect',
      title: 'Where the information comes from',
      paragraphs: [
        'Most of the information comes from you when you sign up, complete onboarding or contact us. We also receive information from:',
        '• our identity-check partner, which sends us the outcome of your checks;',
        '• search providers, HM Land Registry and address lookup services, which provide details about the property;',
        '• your solicitor and your estate agent, about the progress of your sale or purchase;',
        '• people selling or buying with you, or acting for you, who may give us your details;',
        '• your device, automatically, when you use our website.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      paragraphs: [
        'We use your information to:',
        '• create and secure your account and send you sign-in links;',
        '• register your sale or purchase and prepare it for your solicitor;',
        '• carry out identity, anti-money laundering and source of funds checks;',
        '• order searches and share results with the people who need them;',
        '• take payments and apply referral codes;',
        '• keep you updated and reply to your questions;',
        '• prevent fraud and keep our service secure;',
        '• find and fix faults and improve our service;',
        '• meet our legal and regulatory obligations.',
      ],
    },
    {
      id: 'lawful-bases',
      title: 'Our lawful bases',
      paragraphs: [
        'UK data protection law requires us to have a lawful basis for each use of your information. We rely on:',
        '• contract: to provide the service you have signed up for and to take steps you ask for before signing up;',
        '• legal obligation: to carry out anti-money laundering checks and keep records the law requires;',
        '• legitimate interests: to prevent fraud, keep our systems secure, understand how our service is used and improve it, where our interests are not outweighed by your rights;',
        '• consent: for optional cookies and for introductions to partners you ask to hear from. You can withdraw consent at any time.',
        'The photo of your face taken during an identity check may count as biometric data, which needs extra protection. We and our identity-check partner process it only to confirm your identity and prevent fraud, on the basis of your explicit consent or where it is needed to meet regulatory requirements.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share information with',
      paragraphs: [
        'We share information only where we need to, and only what is needed. We share it with:',
        '• panel solicitors, so they can act for you on your sale or purchase;',
        '• our identity-check partner, to verify your identity and that of anyone giving you money;',
        '• search providers, to order searches on the property;',
        '• our card payment provider, to take payments securely;',
        '• your estate agent, if you name one, to keep them updated on progress;',
        '• a mortgage adviser or currency transfer partner, only if you ask us to introduce you;',
        '• service providers who help us run our service, such as hosting, email delivery, spam and bot protection and error reporting, under contracts that require them to protect your information;',
        '• regulators, law enforcement agencies, courts and professional advisers, where the law requires it or to protect our rights;',
        '• a business that takes over all or part of our service, which would have to treat your information in line with this policy.',
        'We do not sell your personal information.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      paragraphs: [
        'We store your information in the UK or the European Economic Area wherever we can. Some of our service providers may process information in other countries, such as the United States.',
        'When information is transferred outside the UK, we make sure it is protected to UK standards. We do this by using countries the UK recognises as having adequate protection, or by putting in place safeguards approved under UK law, such as the International Data Transfer Agreement or the UK addendum to the EU standard contractual clauses.',
        'You can ask us for more details of the safeguards that apply.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      paragraphs: [
        'We keep property information and account data for 10 years after your matter ends. Records of property transactions and identity checks may be needed long after completion, for example to deal with a claim, answer a regulator or meet anti-money laundering rules.',
        'Where we hold information for a shorter purpose only, such as a general enquiry that does not lead to an account, we delete it sooner. At the end of the retention period we securely delete the information or anonymise it so that it no longer identifies you.',
      ],
    },
    {
      // Added for issue 27 (data rights and retention): the periods the product applies.
      id: 'retention-periods',
      title: 'Retention periods in detail',
      paragraphs: [
        'This section sets out each period we apply and why. A period starts when your business with us ends: when your sale completes, is withdrawn or is closed, or your purchase completes or is called off, whichever is last; if you ask us to erase your data while a matter is still open, it ends on the day we erase it.',
        '• Identity checks (customer due diligence): 5 years. The Money Laundering Regulations 2017 (regulation 40) require us to keep these records for five years after the business relationship ends. After that we anonymise them.',
        '• Your sales, purchases, payments and the account details they belong to: 10 years. Our terms keep property information and account data for 10 years after your matter ends, so that we can deal with claims and answer regulators.',
        '• A download of your data: 7 days. The file we prepare when you ask for a copy of your data can be downloaded for 7 days, by you only, and is then deleted.',
        '• An account with no activity: 10 years. If nothing has happened on an account for 10 years and no matter is open, we erase it.',
        `When you ask us to erase your data (from the Your data page once signed in, or by email to ${supportEmail}), we remove your name, contact details and address from your account and from the records of your sales and purchases, and close your account. What the rules above require us to keep is held apart, out of everyday use, and deleted automatically at the end of its period; a daily check makes sure nothing is kept longer.`,
      ],
    },
    {
      id: 'security',
      title: 'Keeping information secure',
      paragraphs: [
        'We protect your information with technical and organisational measures, including encryption in transit, access controls that limit who can see your information, and sign-in links that expire.',
        'No system can be completely secure. If we become aware of a breach that puts your information at risk, we will tell you and the regulator where the law requires us to.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        'You have the right to:',
        '• ask for a copy of the personal information we hold about you;',
        '• ask us to correct information that is wrong or incomplete;',
        '• ask us to delete your information;',
        '• ask us to restrict how we use your information;',
        '• object to our use of your information where we rely on legitimate interests;',
        '• ask us to transfer information you gave us to you or another organisation;',
        '• withdraw consent at any time, where we rely on consent;',
        '• ask for a person to review a decision made solely by automated means, such as an automated identity check.',
        `To use any of these rights, email ${supportEmail}. We will reply within one month. Some rights are limited by law. For example, we cannot delete records we must keep for anti-money laundering purposes.`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        `We use cookies and similar technologies to keep you signed in, remember your choices and, if you agree, understand how our website is used and spot errors. Our Cookie Policy, at ${COOKIE_POLICY_PATH}, explains the cookies we use and how to change your choices.`,
      ],
    },
    {
      id: 'children',
      title: 'Children',
      paragraphs: [
        'Our service is for adults aged 18 or over. We do not knowingly collect information about children, other than where a child is mentioned in information you give us about your household or your circumstances.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        `We may update this policy from time to time. This version was last updated in ${PRIVACY_POLICY_LAST_UPDATED}. If we make a significant change, we will tell you by email or on our website.`,
      ],
    },
    {
      id: 'contact-and-complaints',
      title: 'Contact and complaints',
      paragraphs: [
        `If you have a question or concern about how we use your information, please email ${supportEmail}. We will do our best to help.`,
        "You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection, at ico.org.uk. We would appreciate the chance to put things right first, so please contact us before going to the ICO.",
      ],
    },
  ],
});
