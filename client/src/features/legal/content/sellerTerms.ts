import type { LegalDocument } from './types';
import { sellerFeeTerms } from '@/features/sell/sellerFees';

export const SELLER_TERMS_VERSION = '1.0';
export const SELLER_TERMS_EFFECTIVE_DATE = 'January 1, 2024';

/**
 * Terms & Conditions for sellers (/seller/terms/v1 and the seller onboarding step).
 * Exactly 20 sections; section ids are stable anchors and must not be renamed.
 */
export const sellerTerms = (productName: string, supportEmail: string): LegalDocument => ({
  title: 'Terms & Conditions for Sellers',
  version: SELLER_TERMS_VERSION,
  effectiveDate: SELLER_TERMS_EFFECTIVE_DATE,
  intro: [
    `These terms explain how ${productName} works when you sell a home in England or Wales: what we do, what your solicitor does, what you pay and when, and what happens if your plans change.`,
    `Please read them before you select 'Agree and Continue'. If anything is unclear, email us at ${supportEmail} and we will happily talk it through before you go any further.`,
  ],
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      paragraphs: [
        `These terms form a binding agreement between you and us once you accept them during registration. They apply to the ${productName} service for people selling residential property in England and Wales.`,
        `This is version ${SELLER_TERMS_VERSION} of the seller terms, effective from ${SELLER_TERMS_EFFECTIVE_DATE}.`,
        'We may update these terms from time to time, for example to reflect changes in the law or in how our service works. If a change affects you in a meaningful way, we will email you before it takes effect. A change will not apply to a sale you have already registered unless the law requires it or you agree to it.',
        'Your solicitor will send you their own engagement letter. That letter governs the legal work they carry out for you, and these terms govern the service we provide. If the two conflict on a point of legal work, the engagement letter takes priority.',
      ],
    },
    {
      id: 'definitions',
      title: 'Words we use',
      paragraphs: [
        'In these terms:',
        `• "we", "us" and "our" mean the business that operates ${productName};`,
        '• "you" and "your" mean the person registering the sale, together with anyone selling with you or on whose behalf you act;',
        '• "panel solicitor" means an independent firm of solicitors or licensed conveyancers that has joined our panel and is regulated by the Solicitors Regulation Authority or the Council for Licensed Conveyancers;',
        '• "exchange" means the exchange of contracts, the point at which the sale becomes legally binding;',
        '• "completion" means the day the buyer pays the purchase price and ownership passes to them;',
        '• "completion monies" means the money your solicitor receives from the buyer\'s solicitor on completion;',
        '• "abortive legal costs" means legal fees, disbursements and VAT incurred on a transaction that does not complete;',
        '• "identity-check partner" means the independent provider we use to verify identity.',
      ],
    },
    {
      id: 'our-service',
      title: `What ${productName} does`,
      paragraphs: [
        'Most delays in a property sale happen after an offer has been accepted, while paperwork is gathered, checks are made and searches come back. We move that work to the start. We collect your information, complete identity checks, order searches and instruct a solicitor early, so your sale is legally ready when a buyer comes along.',
        'We are not a law firm and we do not give legal advice. The legal work on your sale, including reviewing your title, preparing the contract and handling exchange and completion, is carried out by your panel solicitor, who owes you professional duties directly.',
        'We cannot guarantee that you will find a buyer, achieve a particular price or meet a particular timetable. Any time savings we describe are estimates based on our experience. The actual timetable also depends on your buyer, their lender, any chain and third parties such as local authorities and HM Land Registry.',
      ],
    },
    {
      id: 'eligibility-and-accounts',
      title: 'Who can use the service and your account',
      paragraphs: [
        'To register a sale you must be at least 18 years old, the property must be in England or Wales, and you must either be a legal owner of the property or be authorised to act for the owner, for example as an executor, administrator, attorney or deputy. If you act for someone else, we will ask for evidence of your authority.',
        'Every legal owner must be named during registration. Each of them may need to complete identity checks and sign the engagement letter with the solicitor.',
        'You sign in with a secure link that we email to you, so there is no password to remember. Please keep access to your email account secure and tell us straight away if you think someone else has used your account.',
        'The information you give us must be accurate and complete, and you must keep it up to date while we are working on your sale.',
      ],
    },
    {
      id: 'registration-process',
      title: 'How registration works',
      paragraphs: [
        'Registration follows five steps:',
        '• Welcome pack: when you sign up, we email you a pack explaining what happens next and what you will need to have to hand.',
        '• Register: you complete the online registration with details about you, anyone selling with you and the property, and you accept these terms.',
        '• ID and documents: you supply proof of identity and the documents we ask for, such as mortgage details, any lease, guarantees, warranties, planning permissions and building regulations certificates.',
        '• Checks: we and our identity-check partner carry out identity and anti-money laundering checks, and we order searches on the property.',
        '• Handover: once the checks are complete, we pass your matter, with your documents and the results, to your assigned solicitor. They will contact you with their engagement letter and the property information forms to complete.',
        'We pass your matter to your solicitor only once the checks are complete. Any delay in sending us documents or finishing checks will delay that handover.',
      ],
    },
    {
      id: 'choosing-your-solicitor',
      title: 'Your solicitor',
      paragraphs: [
        'You may choose a firm from our panel of solicitors. If you would rather not choose, we will assign a panel firm for you, taking into account availability, the type of property and where it is.',
        'Your solicitor acts for you under their own engagement letter, and you become their client when you sign it. Panel firms are independent and separately regulated, and they are responsible for the legal advice they give you.',
        'If you are unhappy with your solicitor, please tell us and we will try to help. Changing firm after legal work has started may lead to extra costs, and we will explain these before anything is agreed.',
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
      id: 'searches',
      title: 'Property searches',
      paragraphs: [
        'As part of getting your sale ready, we order the searches usually needed for a residential property. These normally include local authority, drainage and water, and environmental searches, plus any others that suit the location of the property.',
        "Search results are shared with your solicitor and, through them, with your buyer's solicitor and lender.",
        'Searches are prepared by third-party providers using records held by local authorities, water companies and other bodies. We are not responsible for mistakes in those records, but we will help you raise any concern with the provider.',
        'Search results reflect the position on the date they were produced. If your sale takes a long time to agree, a buyer or lender may ask for the searches to be refreshed. We will tell you before any extra cost is incurred.',
      ],
    },
    {
      id: 'service-fee',
      title: 'Our service fee',
      paragraphs: [
        sellerFeeTerms(),
        'The service fee is non-refundable. When you pay, you ask us to start work straight away, and most of what the fee covers, such as registration, checks and ordering searches, happens in the first few days.',
        'Payments are taken securely by our card payment provider. We do not store your full card details.',
        'Nothing in these terms affects your statutory rights as a consumer.',
      ],
    },
    {
      id: 'legal-fees-on-completion',
      title: 'Legal fees and money on completion',
      paragraphs: [
        "You do not pay your solicitor's legal fees up front. They are paid on completion out of the proceeds of your sale. Your solicitor's engagement letter sets out what those fees are.",
        "On completion your solicitor receives the completion monies from the buyer's solicitor and deducts the following before sending the balance to you:",
        '• the amount needed to pay off any mortgage or other loan secured on the property;',
        '• your legal costs, including legal fees, disbursements and VAT;',
        "• your estate agent's fees, where you have an estate agent and their fees are due on completion.",
        'Your solicitor will send you a completion statement showing every deduction before completion takes place.',
        `Your agreement with your estate agent is separate from these terms. ${productName} is not a party to it, and the agent's fees are set by that agreement.`,
      ],
    },
    {
      id: 'referral-codes',
      title: 'Referral codes',
      paragraphs: [
        'You may have been given a referral code, for example by your estate agent or one of our partners. A valid code entered at the payment step reduces the amount you pay, and may reduce it to zero.',
        'Unless we say otherwise, a referral code can be used once, has no cash value, cannot be exchanged and cannot be applied after you have paid. A code may have an expiry date, and we may withdraw a code or refuse to accept it if we believe it has been misused.',
        'A referral code applies to our service fee only. It does not change how legal fees are paid on completion or the rules on abortive legal costs if you withdraw.',
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'What we ask of you',
      paragraphs: [
        'To keep your sale on track, we ask you to:',
        '• give accurate, complete and honest information about yourself and the property, including any disputes, notices, alterations or known problems;',
        '• reply promptly to questions from us and from your solicitor;',
        '• tell us about any change in your circumstances, such as new contact details, a change to your mortgage or a change in who owns the property;',
        '• complete your identity check, sign the engagement letter and fill in the property information forms without delay;',
        '• use the service only for lawful purposes and only for a property you are entitled to sell.',
        'Incorrect or incomplete information can hold up your sale and, in some cases, lead to a claim against you by the buyer. If you are unsure how to answer a question, ask your solicitor.',
      ],
    },
    {
      id: 'withdrawal-and-abortive-costs',
      title: 'If you withdraw before completion',
      paragraphs: [
        'You may decide not to go ahead with your sale. Until contracts are exchanged, you are free to withdraw. Once contracts have been exchanged, you are legally bound to complete, and withdrawing can have serious consequences under the contract. Your solicitor will advise you on these.',
        "If you withdraw before completion, you agree to pay the abortive legal costs of both solicitors: your own solicitor and your buyer's solicitor. These are the costs incurred up to the date you withdraw.",
        'This does not apply where the sale falls through because the buyer withdraws, or because of something we or your solicitor did wrong.',
        'Abortive legal costs reflect the work actually carried out, as set out in the relevant engagement letters. You will receive an itemised invoice, and payment is due within the period stated on it. The service fee is not refunded.',
        `To withdraw, please tell us in writing by emailing ${supportEmail} and tell your solicitor too.`,
      ],
    },
    {
      id: 'refusal-suspension-termination',
      title: 'Refusing, suspending or ending the service',
      paragraphs: [
        'We may refuse a registration, or suspend or terminate your account, if:',
        '• information you give us is false or misleading;',
        '• identity or anti-money laundering checks cannot be completed satisfactorily;',
        '• we suspect fraud or other unlawful activity, or the law or a regulator requires us to act;',
        '• you behave abusively towards our team or a panel solicitor;',
        '• you seriously or repeatedly break these terms; or',
        '• no panel solicitor is able to act for you, for example because of a conflict of interest.',
        'Where the law allows, we will tell you what we are doing and why. If we end the service for a reason that is not your fault, we will refund the service fee you paid for that sale.',
        `You may close your account at any time by emailing ${supportEmail}. Closing your account does not cancel any amount that is already due, including abortive legal costs.`,
        'The sections on our responsibility to you, how long we keep information, complaints and governing law continue to apply after the service ends.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Our responsibility to you',
      paragraphs: [
        'We will provide our service with reasonable care and skill.',
        'Our total liability to you for any one claim, or series of connected claims, arising from our service is limited to £10,000 per claim.',
        'We are not responsible for losses that were not reasonably foreseeable when you accepted these terms, for business losses, or for delays caused by people outside our control, such as buyers, lenders, local authorities and HM Land Registry.',
        "Your solicitor is responsible for the legal advice and legal work they provide, and carries professional indemnity insurance for it. We are not responsible for your solicitor's advice.",
        'Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited or excluded by law.',
      ],
    },
    {
      id: 'data-protection',
      title: 'Your personal information',
      paragraphs: [
        'We use your personal information in line with UK data protection law, including the UK GDPR and the Data Protection Act 2018, as explained in our Privacy Policy.',
        'To provide the service, we share information with your panel solicitor, our identity-check partner, search providers and our card payment provider. Where you name an estate agent, we may also keep them updated on the progress of your sale.',
        'If you give us details of other people, such as anyone selling with you, you confirm that you are allowed to do so and that you have told them how their information will be used.',
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
        "If your complaint is about the legal work on your sale, please raise it with your solicitor's firm under its complaints procedure. If the firm does not resolve it within eight weeks, or you are unhappy with its final response, you may be able to refer it to the Legal Ombudsman.",
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
        `You can reach us by email at ${supportEmail}. Please include your name and the address of the property you are selling so that we can find your details quickly.`,
        'We aim to reply within 24 hours.',
      ],
    },
  ],
});
