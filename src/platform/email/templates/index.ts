import {
  EmailBlock,
  EmailBrand,
  greeting,
  oneLine,
  plainName,
  RenderedEmail,
  renderEmail,
} from './layout';

/** Every e-mail the system sends, by template name, with the data each needs. */
export type EmailTemplates = {
  'magic-link': { firstName: string; link: string; isNewAccount: boolean };
  'contact-request': {
    fullName: string;
    email: string;
    mobileNumber: string | null;
    message: string;
    referrer: string;
  };
  /**
   * To whoever the contact form named as the sender: the message arrived. Nothing they typed
   * is repeated (anyone can type anyone's address into the form).
   */
  'contact-acknowledgement': Record<string, never>;
  'payment-receipt': { firstName: string; address: string; amount: string; dashboardUrl: string };
  /** A referral code covered the onboarding fee: nothing was charged. */
  'fee-covered': { firstName: string; address: string; code: string; dashboardUrl: string };
  'purchase-intent-success': { firstName: string; address: string; dashboardUrl: string };
  /** To a solicitor the back office assigned: who their client is, and the estate agent. */
  'solicitor-introduction': {
    solicitorName: string;
    side: 'seller' | 'buyer';
    address: string;
    /** Each client with how to reach them: the e-mail asks the solicitor to get in touch. */
    clients: { name: string; email: string | null; phone: string | null }[];
    estateAgent: string | null;
    comments: string | null;
  };
  /** To the estate agent's primary valuer: which solicitor acts for the seller or the buyer. */
  'valuer-introduction': {
    valuerName: string;
    side: 'seller' | 'buyer';
    address: string;
    solicitor: string;
    lawFirm: string;
  };
  /** To an estate agent's Thirdfort requesters: where the identity checks of one side stand. */
  'estate-agent-thirdfort': {
    agentName: string;
    side: 'seller' | 'buyer';
    address: string;
    people: string[];
  };
  /**
   * To a seller or buyer: what moved on their sales and purchases (issue 25), one section each,
   * in the tracker's words; with the link that turns these e-mails off.
   */
  /** To a customer who asked for an update on their sale or purchase: staff's answer. */
  'update-answer': {
    firstName: string;
    kind: 'sale' | 'purchase';
    address: string;
    answer: string;
    trackerUrl: string;
  };
  'progress-update': {
    firstName: string;
    sections: {
      kind: 'sale' | 'purchase';
      address: string;
      changes: string[];
      trackerUrl: string;
    }[];
    unsubscribeUrl: string;
  };
  /** To the seller: the back office asks for a recent water bill (admin.md §4). */
  'water-bill-request': { firstName: string; address: string; dashboardUrl: string };
  /** To the seller: staff turned down the file they sent for a request; they are asked again. */
  'document-rejected': {
    firstName: string;
    address: string;
    requestTitle: string;
    fileName: string;
    reason: string;
    dashboardUrl: string;
  };
  /** To finance (INVOICING_EMAIL): the month's invoicing file is ready in the back office. */
  'invoicing-ready': {
    monthName: string;
    fileName: string;
    records: number;
    total: string;
    downloadUrl: string;
  };
  /**
   * To a customer: the download of all their data is ready. The link opens their data page,
   * where only they (signed in) can download it.
   */
  'data-export-ready': { firstName: string; link: string; expiresOn: string };
  /** An admin's second factor was refused too often on one device, which is now held back. */
  'second-factor-locked': { firstName: string; minutes: number; securityUrl: string };
  /**
   * Staff corrected a customer's e-mail address. `to: 'new'` goes to the new address, asking
   * them to sign in with it to confirm it; `to: 'old'` tells the previous address it changed.
   */
  'email-corrected': { firstName: string; to: 'new' | 'old'; signInUrl: string };
};

export type TemplateName = keyof EmailTemplates;

/**
 * Templates whose link carries a secret: never stored with the real link, sent only through
 * EmailService.sendWithSecretLink, which mints it on the way out.
 */
export type SecretLinkTemplate = 'magic-link';

type Renderers = {
  [N in TemplateName]: (brand: EmailBrand, data: EmailTemplates[N]) => RenderedEmail;
};

export const templates: Renderers = {
  'magic-link': (brand, data) =>
    renderEmail(
      brand,
      `Your ${brand.productName} sign-in link`,
      greeting('Hello', data.firstName),
      [
        {
          kind: 'paragraph',
          text: data.isNewAccount
            ? `Thanks for joining ${brand.productName}. Use the button below to confirm your e-mail address and get started.`
            : `Use the button below to sign in to ${brand.productName}.`,
          // The text part has no button: the sign-in link follows on its own line.
          plainText: data.isNewAccount
            ? `Thanks for joining ${brand.productName}. Open the link below to confirm your e-mail address and get started.`
            : `Open the link below to sign in to ${brand.productName}.`,
        },
        { kind: 'button', label: 'Sign in', url: data.link },
        {
          kind: 'paragraph',
          text: 'The link works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
        },
      ],
    ),
  'contact-request': (brand, data) => {
    const name = plainName(data.fullName);
    return renderEmail(
      brand,
      name ? `New contact request from ${name}` : 'New contact request',
      'Hello team,',
      [
        { kind: 'paragraph', text: 'Someone has asked us to get in touch:' },
        {
          kind: 'list',
          items: [
            `Name: ${name ?? 'not shown (not a plain name)'}`,
            `E-mail: ${data.email}`,
            `Mobile: ${data.mobileNumber ?? 'not given'}`,
            `Heard about us from: ${data.referrer}`,
          ],
        },
        { kind: 'paragraph', text: data.message, keepLines: true },
        { kind: 'paragraph', text: 'We promise a reply within 24 hours.' },
      ],
    );
  },
  'contact-acknowledgement': (brand) =>
    renderEmail(brand, `We have your message: ${brand.productName}`, 'Hello,', [
      {
        kind: 'paragraph',
        text: `Thank you for contacting ${brand.productName}. Your message has reached our team, and we will reply within 24 hours.`,
      },
      {
        kind: 'paragraph',
        text: 'This e-mail does not repeat what was written, to keep it private. If you did not contact us, someone may have typed your address by mistake: you can ignore this e-mail.',
      },
    ]),
  'payment-receipt': (brand, data) =>
    renderEmail(brand, `Payment received: ${data.address}`, greeting('Hello', data.firstName), [
      {
        kind: 'paragraph',
        text: `We have received your payment of ${data.amount} for the sale of ${data.address}. We will now order your property searches.`,
      },
      {
        kind: 'paragraph',
        text: 'Your VAT receipt is attached as a PDF. You can download it again from your property dashboard.',
      },
      { kind: 'button', label: 'View property dashboard', url: data.dashboardUrl },
    ]),
  'fee-covered': (brand, data) =>
    renderEmail(
      brand,
      `Your sale is registered: ${data.address}`,
      greeting('Hello', data.firstName),
      [
        {
          kind: 'paragraph',
          text: `Your referral code ${data.code} covers the onboarding fee for the sale of ${data.address}, so you have not been charged. Your sale is registered with us and we will now order your property searches.`,
        },
        {
          kind: 'paragraph',
          text: 'A confirmation that nothing was charged is attached as a PDF. You can download it again from your property dashboard.',
        },
        { kind: 'button', label: 'View property dashboard', url: data.dashboardUrl },
      ],
    ),
  'purchase-intent-success': (brand, data) =>
    renderEmail(brand, `You're onboarded: ${data.address}`, greeting('Hello', data.firstName), [
      {
        kind: 'paragraph',
        text: `Your purchase of ${data.address} is onboarded. Your search pack (£400) and core legal fees (£2,250) are covered.`,
      },
      {
        kind: 'list',
        items: [
          'We will introduce you to your legal team.',
          'Our identity-check partner will send you a text message to verify your identity.',
          'Your solicitor will send you an engagement letter to sign.',
        ],
      },
      { kind: 'button', label: 'View property dashboard', url: data.dashboardUrl },
    ]),
  'solicitor-introduction': (brand, data) =>
    renderEmail(brand, `New instruction: ${data.address}`, greeting('Dear', data.solicitorName), [
      {
        kind: 'paragraph',
        text: `${brand.productName} has instructed you to act for the ${data.side} of ${data.address}. Their onboarding is complete and their details are below.`,
      },
      {
        kind: 'list',
        items: [
          ...(data.clients.length > 0
            ? data.clients.map(
                (client) =>
                  `${data.side === 'seller' ? 'Seller' : 'Buyer'}: ${clientContact(client)}`,
              )
            : [`${data.side === 'seller' ? 'Seller' : 'Buyer'}: to follow`]),
          `Estate agent: ${data.estateAgent ?? 'not yet known'}`,
        ],
      },
      ...(data.comments
        ? [{ kind: 'paragraph' as const, text: `Our notes: ${data.comments}` }]
        : []),
      {
        kind: 'paragraph',
        text: 'Please get in touch with your client to send your engagement letter. Reply to this e-mail if anything is missing.',
      },
    ]),
  'valuer-introduction': (brand, data) =>
    renderEmail(brand, `Solicitor instructed: ${data.address}`, greeting('Dear', data.valuerName), [
      {
        kind: 'paragraph',
        text: `For your information: ${plainName(data.solicitor) ?? 'a solicitor'} of ${data.lawFirm} now acts for the ${data.side} of ${data.address}, instructed through ${brand.productName}.`,
      },
    ]),
  'invoicing-ready': (brand, data) =>
    renderEmail(brand, `Invoicing file for ${data.monthName}`, 'Hello finance team,', [
      {
        kind: 'paragraph',
        text: `The invoicing file for ${data.monthName} is ready: ${data.records} records, ${data.total} in total.`,
      },
      { kind: 'button', label: `Download ${data.fileName}`, url: data.downloadUrl },
      {
        kind: 'paragraph',
        text: 'The link opens the back office; sign in as staff to download the file.',
      },
    ]),
  'estate-agent-thirdfort': (brand, data) =>
    renderEmail(
      brand,
      `Identity checks for the ${data.side}s of ${data.address}`,
      `Dear ${data.agentName},`,
      [
        {
          kind: 'paragraph',
          text: `You asked to hear about the identity checks of the ${data.side}s of ${data.address}. ${brand.productName} orders them with Thirdfort; this is where each one stands today:`,
        },
        { kind: 'list', items: data.people },
        {
          kind: 'paragraph',
          text: `Once a check is complete, the report is shared with the solicitor acting for the ${data.side}.`,
        },
      ],
    ),
  'progress-update': (brand, data) => {
    const [only] = data.sections;
    const subject =
      data.sections.length === 1
        ? `Progress on your ${only.kind} of ${only.address}`
        : 'Progress on your sales and purchases';
    return renderEmail(brand, subject, greeting('Hello', data.firstName), [
      {
        kind: 'paragraph',
        text:
          data.sections.length === 1
            ? `Your ${only.kind} of ${only.address} has moved on:`
            : 'Your sales and purchases have moved on:',
      },
      ...data.sections.flatMap((section): EmailBlock[] => [
        ...(data.sections.length === 1
          ? []
          : [{ kind: 'paragraph' as const, text: `Your ${section.kind} of ${section.address}:` }]),
        { kind: 'list', items: section.changes },
        { kind: 'button', label: 'See your progress', url: section.trackerUrl },
      ]),
      {
        kind: 'small-link',
        text: 'You get these e-mails as your sale or purchase moves on. If you stop them, you can turn them back on from your dashboard.',
        label: 'Stop progress e-mails',
        url: data.unsubscribeUrl,
      },
    ]);
  },
  'update-answer': (brand, data) =>
    renderEmail(
      brand,
      `An update on your ${data.kind} of ${data.address}`,
      greeting('Hello', data.firstName),
      [
        {
          kind: 'paragraph',
          text: `You asked us for an update on your ${data.kind} of ${data.address}. Here it is:`,
        },
        { kind: 'paragraph', text: data.answer },
        { kind: 'button', label: 'See your progress', url: data.trackerUrl },
      ],
    ),
  'water-bill-request': (brand, data) =>
    renderEmail(
      brand,
      `Please send us a recent water bill: ${data.address}`,
      greeting('Hello', data.firstName),
      [
        {
          kind: 'paragraph',
          text: `To move your sale of ${data.address} forward, the buyer's solicitor needs a recent water bill for the property (one from the last 12 months, showing the water and sewerage supplier).`,
        },
        {
          kind: 'paragraph',
          text: 'Please upload a photo or a PDF of it on your property dashboard.',
        },
        { kind: 'button', label: 'Upload on your dashboard', url: data.dashboardUrl },
        {
          kind: 'paragraph',
          text: `If you cannot upload it, send it to ${brand.supportEmail}.`,
        },
      ],
    ),
  'data-export-ready': (brand, data) =>
    renderEmail(brand, 'Your data is ready to download', greeting('Hello', data.firstName), [
      {
        kind: 'paragraph',
        text: `You asked for a copy of the personal data ${brand.productName} holds about you. It is ready: a ZIP file with your records (data.json) and your documents.`,
      },
      { kind: 'button', label: 'Download your data', url: data.link },
      {
        kind: 'paragraph',
        text: `You will need to sign in to download it. The download is available until ${data.expiresOn}, after which we delete the file; you can ask for a new one at any time.`,
      },
      {
        kind: 'paragraph',
        text: `If you did not ask for this, sign in and check your account, or write to ${brand.supportEmail}.`,
      },
    ]),
  'second-factor-locked': (brand, data) =>
    renderEmail(
      brand,
      `Sign-in to the ${brand.productName} back office paused on one device`,
      greeting('Hello', data.firstName),
      [
        {
          kind: 'paragraph',
          text: `Someone signed in as you, on one device, gave a wrong passkey or recovery code too many times. That device cannot try again for ${data.minutes} minutes. Your passkeys still work on your other devices.`,
        },
        {
          kind: 'paragraph',
          text: `If this was you, wait and try again. If it was not, your e-mail inbox may be in someone else's hands: sign out everywhere from the Security page and tell ${brand.supportEmail}.`,
        },
        { kind: 'button', label: 'Open the Security page', url: data.securityUrl },
      ],
    ),
  'document-rejected': (brand, data) =>
    renderEmail(
      brand,
      `Please send your ${data.requestTitle.toLowerCase()} again: ${data.address}`,
      greeting('Hello', data.firstName),
      [
        {
          kind: 'paragraph',
          text: `Thank you for sending ${data.fileName} for your sale of ${data.address}. We could not accept it as your ${data.requestTitle.toLowerCase()}:`,
        },
        { kind: 'paragraph', text: data.reason, keepLines: true },
        {
          kind: 'paragraph',
          text: 'Please upload another file on your property dashboard.',
        },
        { kind: 'button', label: 'Upload on your dashboard', url: data.dashboardUrl },
      ],
    ),
  'email-corrected': (brand, data) =>
    renderEmail(
      brand,
      data.to === 'new'
        ? `Confirm your e-mail address for ${brand.productName}`
        : `Your ${brand.productName} e-mail address has changed`,
      greeting('Hello', data.firstName),
      data.to === 'new'
        ? [
            {
              kind: 'paragraph',
              text: `Our team has updated the e-mail address on your ${brand.productName} account to this one, as you asked. To confirm it, sign in with this address: we will send you a sign-in link.`,
            },
            { kind: 'button', label: 'Sign in', url: data.signInUrl },
            {
              kind: 'paragraph',
              text: `If you did not ask for this change, please tell ${brand.supportEmail} straight away.`,
            },
          ]
        : [
            {
              kind: 'paragraph',
              text: `Our team has changed the e-mail address on your ${brand.productName} account, as you asked. From now on we will write to the new address, and this one can no longer be used to sign in.`,
            },
            {
              kind: 'paragraph',
              text: `If you did not ask for this change, please tell ${brand.supportEmail} straight away.`,
            },
          ],
    ),
};

/**
 * A client as the solicitor's introduction lists them: name, e-mail and phone
 * ('Ivy Intro, ivy@example.com, 07911 123456'); a part they have not given reads as such.
 */
function clientContact(client: EmailTemplates['solicitor-introduction']['clients'][number]) {
  const email =
    client.email && /^[^\s@]+@[^\s@]+$/.test(client.email.trim()) ? client.email.trim() : null;
  return [
    plainName(client.name) ?? '(name not shown)',
    email ?? 'no e-mail address given',
    client.phone ? nationalPhone(client.phone) : 'no phone number given',
  ].join(', ');
}

/** UK numbers as people write them ('+447911123456' → '07911 123456'), others as stored. */
function nationalPhone(phone: string): string {
  const uk = /^\+44(\d{10})$/.exec(phone.replace(/\s/g, ''));
  if (!uk) return oneLine(phone);
  const national = `0${uk[1]}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}
