import type { LegalDocument } from './types';

export const BUYER_TERMS_VERSION = '1.0';
export const BUYER_TERMS_EFFECTIVE_DATE = 'January 1, 2024';

/** Values of the items covered for buyers, shown in the terms and on the "What's included" step. */
export const BUYER_SEARCH_PACK_VALUE = '£400';
export const BUYER_CORE_LEGAL_FEES_VALUE = '£2,250';

/**
 * Terms & Conditions for buyers (/buyer/terms/v1 and the buyer onboarding step).
 * Exactly 21 sections; section ids are stable anchors and must not be renamed.
 */
export const buyerTerms = (productName: string, supportEmail: string): LegalDocument => ({
  title: 'Terms & Conditions for Buyers',
  version: BUYER_TERMS_VERSION,
  effectiveDate: BUYER_TERMS_EFFECTIVE_DATE,
  intro: [
    `These terms explain how ${productName} works when you buy a home in England or Wales: what is covered for you, what you still pay, the checks the law requires and what happens if your plans change.`,
    `Please read them before you select 'Agree and Continue'. If anything is unclear, email us at ${supportEmail} and we will happily talk it through before you go any further.`,
  ],
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      paragraphs: [
        `These terms form a binding agreement between you and us once you accept them during registration. They apply to the ${productName} service for people buying residential property in England and Wales.`,
        `This is version ${BUYER_TERMS_VERSION} of the buyer terms, effective from ${BUYER_TERMS_EFFECTIVE_DATE}.`,
        'We may update these terms from time to time, for example to reflect changes in the law or in how our service works. If a change affects you in a meaningful way, we will email you before it takes effect. A change will not apply to a purchase you have already registered unless the law requires it or you agree to it.',
        'Your solicitor will send you their own engagement letter. That letter governs the legal work they carry out for you, and these terms govern the service we provide. If the two conflict on a point of legal work, the engagement letter takes priority.',
      ],
    },
    {
      id: 'definitions',
      title: 'Words we use',
      paragraphs: [
        'In these terms:',
        `• "we", "us" and "our" mean the business that operates ${productName};`,
        '• "you" and "your" mean the person registering the purchase, together with anyone buying with you;',
        '• "panel solicitor" means an independent firm of solicitors or licensed conveyancers that has joined our panel and is regulated by the Solicitors Regulation Authority or the Council for Licensed Conveyancers;',
        '• "exchange" means the exchange of contracts, the point at which the purchase becomes legally binding;',
        '• "completion" means the day you pay the purchase price and ownership passes to you;',
        '• "giftor" means a person who gives you money towards your purchase that does not have to be repaid;',
        '• "disbursements" means payments your solicitor makes to third parties on your behalf, such as HM Land Registry fees;',
        '• "identity-check partner" means the independent provider we use to verify identity.',
      ],
    },
    {
      id: 'our-service',
      title: `What ${productName} does`,
      paragraphs: [
        'When you buy a home through us, much of the legal groundwork has been done before you arrive. We introduce you to a solicitor, arrange your identity checks and make sure the searches and core legal work are in place, so you can move towards exchange quickly and with fewer surprises.',
        'We are not a law firm and we do not give legal advice. The legal work on your purchase, including reviewing the searches and title, raising enquiries with the seller and preparing a report on the property, is carried out by your panel solicitor, who owes you professional duties directly.',
        'We cannot guarantee that your purchase will go ahead or meet a particular timetable. The actual timetable also depends on the seller, your lender, any chain and third parties such as local authorities and HM Land Registry.',
      ],
    },
    {
      id: 'eligibility-and-accounts',
      title: 'Who can use the service and your account',
      paragraphs: [
        'To register a purchase you must be at least 18 years old and the property must be in England or Wales.',
        'Everyone who will own the property must be named during registration. Each of them will need to complete identity checks and sign the engagement letter with the solicitor.',
        'You sign in with a secure link that we email to you, so there is no password to remember. Please keep access to your email account secure and tell us straight away if you think someone else has used your account.',
        'The information you give us must be accurate and complete, and you must keep it up to date while your purchase is in progress.',
      ],
    },
    {
      id: 'registration-process',
      title: 'How registration works',
      paragraphs: [
        'Registration follows five steps:',
        '• Welcome pack: when you sign up, we email you a pack explaining what happens next and what you will need to have to hand.',
        '• Register: you complete the online registration with details about you, anyone buying with you, the property and how you are paying for it, and you accept these terms.',
        '• ID and documents: you supply proof of identity and the documents we ask for, such as bank statements, your mortgage agreement in principle or offer, and details of any gifts.',
        '• Checks: we and our identity-check partner carry out identity, anti-money laundering and source of funds checks on you and on anyone giving you money.',
        '• Handover: once your offer has been accepted and the checks are complete, we pass your matter to your assigned solicitor, who will contact you with their engagement letter.',
        'Any delay in sending us documents or finishing checks will delay that handover.',
      ],
    },
    {
      id: 'your-solicitor',
      title: 'Your solicitor',
      paragraphs: [
        'We assign you a solicitor from our panel once your offer on a property has been accepted. Where the seller is also using our service, a different independent firm acts for each side.',
        'Your solicitor acts for you under their own engagement letter, and you become their client when you sign it. Panel firms are independent and separately regulated, and they are responsible for the legal advice they give you.',
        'If you are unhappy with your solicitor, please tell us and we will try to help. Changing firm after legal work has started may lead to extra costs, and we will explain these before anything is agreed.',
      ],
    },
    {
      id: 'whats-covered',
      title: "What's covered for you",
      paragraphs: [
        `When you buy with ${productName}, two items are covered, so you do not pay for them:`,
        `• the search pack, worth ${BUYER_SEARCH_PACK_VALUE}: the local authority, drainage and water, environmental and other searches usually needed for the property;`,
        `• core legal fees, worth ${BUYER_CORE_LEGAL_FEES_VALUE}: your solicitor's fees for the standard legal work on a residential purchase, including reviewing the contract, title and searches, raising enquiries, reporting to you on the property and handling exchange and completion.`,
        'Search results reflect the position on the date they were produced. If your lender asks for a search that is not in the pack, or for searches to be refreshed, your solicitor will tell you the cost before ordering it.',
        'Anything outside the items above is not covered. The next section explains what you pay.',
      ],
    },
    {
      id: 'costs-you-pay',
      title: 'What you pay',
      paragraphs: [
        'You pay the following to your solicitor:',
        '• the purchase price, made up of your own money and any mortgage advance your lender sends to your solicitor;',
        '• Stamp Duty Land Tax (SDLT) for a property in England, or Land Transaction Tax (LTT) for a property in Wales, where it is due;',
        '• disbursements, such as HM Land Registry fees, bank transfer fees and any extra searches your lender requires;',
        '• supplementary legal costs for work beyond the core legal work, for example for a leasehold, new-build or shared ownership property, a lender with extra requirements, or a purchase using a Lifetime ISA or a government-backed scheme;',
        '• post-completion fees, such as fees charged by a landlord or management company for registering your ownership or your mortgage;',
        '• VAT on the fees and disbursements above, where it applies.',
        "Your solicitor will set out an estimate of these costs in their engagement letter and send you a completion statement before completion. Money must reach your solicitor's account in cleared funds by the date they give you, from an account in your own name unless they agree otherwise.",
        'Please be alert to payment fraud. Neither we nor your solicitor will ever tell you by email that bank details have changed. Before sending money, always confirm the account details by calling your solicitor on a number you already know and trust.',
      ],
    },
    {
      id: 'identity-checks',
      title: 'Identity and anti-money laundering checks',
      paragraphs: [
        'The law requires conveyancers to confirm who their clients are before acting for them. We carry out these checks through our identity-check partner.',
        'You will receive a text message from our identity-check partner with a secure link. You will usually be asked to photograph your identity document and take a short selfie on your phone. The checks may also compare your details with electronic records. They will not affect your credit score.',
        'If a check cannot be completed, or the result is not satisfactory, your solicitor may be unable to act and we may pause the service until the issue is resolved. In some cases the law does not allow us to explain the reason.',
      ],
    },
    {
      id: 'source-of-funds',
      title: 'Source of funds checks',
      paragraphs: [
        'Your solicitor must understand where the money for your purchase comes from before accepting it. You will be asked to show how you built up your deposit and any other money you are putting in.',
        'Depending on your circumstances, you may be asked for evidence such as bank statements covering several months, payslips, investment or pension statements, or documents showing an inheritance, divorce settlement, sale of shares or dividends.',
        'Please provide this evidence early. Your solicitor cannot exchange contracts, or accept your funds, until they are satisfied with it.',
      ],
    },
    {
      id: 'gifted-deposits',
      title: 'Gifted deposits',
      paragraphs: [
        'If someone is giving you money towards your purchase, you must tell us during registration and name each giftor.',
        'Each giftor will need to:',
        '• complete an identity check with our identity-check partner;',
        '• show where the gifted money comes from, in the same way as your own source of funds;',
        '• sign a declaration confirming that the money is a gift, that it does not have to be repaid and that they will have no share in the property.',
        'Your solicitor must tell your lender about any gift, and some lenders set their own conditions for gifted deposits. Large gifts can have tax consequences for the giftor, so they may wish to take their own advice.',
      ],
    },
    {
      id: 'mortgage-lender-requirements',
      title: 'If you are using a mortgage',
      paragraphs: [
        "If you are buying with a mortgage, your solicitor will usually also act for your lender and must follow the lender's instructions. Your solicitor has to report certain matters to your lender, such as gifts, incentives or anything that could affect the value of the property.",
        'Your lender may have requirements beyond the core legal work, such as extra searches, indemnity insurance or separate legal representation. These may lead to supplementary legal costs or disbursements, which your solicitor will explain before going ahead.',
        "Contracts cannot be exchanged until you have a mortgage offer and your solicitor is satisfied that the lender's conditions can be met. Please tell us and your solicitor straight away if your mortgage offer changes or is withdrawn.",
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'What we ask of you',
      paragraphs: [
        'To keep your purchase on track, we ask you to:',
        '• give accurate, complete and honest information about yourself, anyone buying with you and how you are funding the purchase;',
        '• reply promptly to questions from us and from your solicitor;',
        '• tell us about any change in your circumstances, such as new contact details, a change to your mortgage or a change in who is buying;',
        '• complete your identity check and sign the engagement letter without delay;',
        '• read the report your solicitor sends you and ask them about anything you do not understand;',
        '• use the service only for lawful purposes.',
      ],
    },
    {
      id: 'withdrawal-and-cancellation',
      title: 'If you withdraw before completion',
      paragraphs: [
        'Until contracts are exchanged, you are free to withdraw from your purchase. Once contracts have been exchanged, you are legally bound to complete, and withdrawing can mean losing your deposit and further liability under the contract. Your solicitor will advise you on these.',
        `If you withdraw before completion, you will not be charged for the search pack or the core legal fees covered by ${productName}. You remain responsible for disbursements already paid on your behalf and for any supplementary legal costs you agreed to, up to the date you withdraw, as set out in your solicitor's engagement letter.`,
        `To withdraw, please tell us in writing by emailing ${supportEmail} and tell your solicitor too.`,
      ],
    },
    {
      id: 'refusal-suspension-termination',
      title: 'Refusing, suspending or ending the service',
      paragraphs: [
        'We may refuse a registration, or suspend or terminate your account, if:',
        '• information you give us is false or misleading;',
        '• identity, source of funds or giftor checks cannot be completed satisfactorily;',
        '• we suspect fraud or other unlawful activity, or the law or a regulator requires us to act;',
        '• you behave abusively towards our team or a panel solicitor;',
        '• you seriously or repeatedly break these terms; or',
        '• no panel solicitor is able to act for you, for example because of a conflict of interest.',
        'Where the law allows, we will tell you what we are doing and why.',
        `You may close your account at any time by emailing ${supportEmail}. Closing your account does not cancel any amount that is already due to your solicitor.`,
        'The sections on our responsibility to you, how long we keep information, complaints and governing law continue to apply after the service ends.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Our responsibility to you',
      paragraphs: [
        'We will provide our service with reasonable care and skill.',
        'Our total liability to you for any one claim, or series of connected claims, arising from our service is limited to £10,000 per claim.',
        'We are not responsible for losses that were not reasonably foreseeable when you accepted these terms, for business losses, or for delays caused by people outside our control, such as sellers, lenders, local authorities and HM Land Registry.',
        "Your solicitor is responsible for the legal advice and legal work they provide, and carries professional indemnity insurance for it. We are not responsible for your solicitor's advice.",
        'Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited or excluded by law.',
      ],
    },
    {
      id: 'data-protection',
      title: 'Your personal information',
      paragraphs: [
        'We use your personal information in line with UK data protection law, including the UK GDPR and the Data Protection Act 2018, as explained in our Privacy Policy.',
        'To provide the service, we share information with your panel solicitor, our identity-check partner and search providers.',
        'If you give us details of other people, such as anyone buying with you or a giftor, you confirm that you are allowed to do so and that you have told them how their information will be used.',
      ],
    },
    {
      id: 'information-retention',
      title: 'How long we keep information',
      paragraphs: [
        'We keep property information and account data for 10 years after your matter ends. Property transaction records can be needed long after completion, for example to deal with a claim, answer a regulator or meet anti-money laundering rules.',
        'At the end of that period we securely delete the information or anonymise it so that it can no longer identify you. Our Privacy Policy explains your rights over your information during this time.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      paragraphs: [
        `If you are unhappy with our service, please email ${supportEmail} with "Complaint" in the subject line and tell us what went wrong and how you would like us to put it right. We will acknowledge your complaint, look into it fairly and keep you updated until it is resolved.`,
        "If your complaint is about the legal work on your purchase, please raise it with your solicitor's firm under its complaints procedure. If the firm does not resolve it within eight weeks, or you are unhappy with its final response, you may be able to refer it to the Legal Ombudsman.",
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms, and any dispute arising from them or from our service, are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction.',
        'If any part of these terms is found to be invalid, the rest remains in force. If we delay in enforcing any part of these terms, we can still enforce it later. Nobody other than you and us has any right to enforce these terms.',
        'We may transfer our rights and obligations under these terms to another organisation, provided this does not reduce your rights.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      paragraphs: [
        `You can reach us by email at ${supportEmail}. Please include your name and the address of the property you are buying so that we can find your details quickly.`,
        'We aim to reply within 24 hours.',
      ],
    },
  ],
});
