/**
 * Copy for the public landing page (/). All names, places and stories are fictional.
 * Marketing claims come from the specification (§1, §9) and must not be changed here alone.
 */

export const FREE_LEGALS_CLAIM = 'Free legals and searches worth £2,500+';
export const PARTNER_SIGN_UP_PATH = '/partner-sign-up';
export const CONTACT_ANCHOR = 'contact';

export type LandingLink = {
  label: string;
  href: string;
};

export type LandingHero = {
  headline: string;
  subheading: string;
  primaryCta: LandingLink;
  secondaryCta: LandingLink;
};

export type LandingNav = {
  estateAgents: LandingLink;
  getStarted: LandingLink;
  signIn: LandingLink;
};

export type BenefitCard = {
  id: string;
  /** Short figure shown prominently on the card. */
  stat: string;
  title: string;
  text: string;
};

export type CaseStudy = {
  id: string;
  name: string;
  location: string;
  headline: string;
  body: string;
  outcome: string;
};

export type AudienceItem = {
  id: string;
  title: string;
  text: string;
};

export type TestimonialRole = 'seller' | 'buyer';

export type Testimonial = {
  id: string;
  name: string;
  town: string;
  quote: string;
  role: TestimonialRole;
};

export type LandingStep = {
  id: string;
  number: number;
  title: string;
  text: string;
};

export type FaqItem = {
  id: string;
  question: string;
  answer: string;
};

export type LandingContent = {
  nav: LandingNav;
  hero: LandingHero;
  benefits: {
    title: string;
    cards: BenefitCard[];
  };
  caseStudies: {
    title: string;
    intro: string;
    expandLabel: string;
    collapseLabel: string;
    items: CaseStudy[];
  };
  everySeller: {
    title: string;
    intro: string;
    items: AudienceItem[];
  };
  testimonials: {
    title: string;
    items: Testimonial[];
  };
  steps: {
    title: string;
    intro: string;
    items: LandingStep[];
    cta: LandingLink;
  };
  solicitors: {
    title: string;
    intro: string;
  };
  faq: {
    title: string;
    /** The FAQ is hidden until real answers are written (spec §2). */
    hidden: boolean;
    items: FaqItem[];
  };
  estateAgentBanner: {
    title: string;
    text: string;
    cta: LandingLink;
  };
  contact: {
    /** Anchor id of the contact section. */
    anchor: string;
    title: string;
    intro: string;
    submitLabel: string;
    successMessage: string;
  };
};

export const FAQ_PLACEHOLDER_ANSWER = 'Answer coming soon.';

export const landingContent = (productName: string): LandingContent => ({
  nav: {
    estateAgents: { label: 'Estate Agents', href: PARTNER_SIGN_UP_PATH },
    getStarted: { label: 'Get Started', href: '/sell/get-started' },
    signIn: { label: 'Sign In', href: '/sign-in' },
  },
  hero: {
    headline: 'Sell your home with the legal work done up front',
    subheading: `${FREE_LEGALS_CLAIM} for your buyer. ${productName} gets your sale legally ready before you accept an offer, so you can move in weeks, not months.`,
    primaryCta: { label: 'Get Started', href: '/sell/get-started' },
    secondaryCta: { label: "I'm buying a home", href: '/buy/get-started' },
  },
  benefits: {
    title: `Why sellers choose ${productName}`,
    cards: [
      {
        id: 'sell-faster',
        stat: '80%',
        title: 'Sell 80% faster',
        text: 'Your solicitor, searches and checks are in place before a buyer appears, so there is no long wait after you accept an offer.',
      },
      {
        id: 'save-weeks',
        stat: '6+ weeks',
        title: 'Save over 6 weeks',
        text: 'Doing the legal groundwork early cuts sale time by 80-95%, taking weeks of waiting out of your move.',
      },
      {
        id: 'fewer-fall-throughs',
        stat: '37%',
        title: 'Fewer fall-throughs',
        text: 'Almost 40% of property transactions fail: around 37% never reach completion. A legally ready sale gives your buyer fewer reasons to walk away.',
      },
    ],
  },
  caseStudies: {
    title: 'Real moves, made quicker',
    intro: `How doing the legal work first changed the timeline for people using ${productName}.`,
    expandLabel: 'Read the story',
    collapseLabel: 'Show less',
    items: [
      {
        id: 'first-home-purchase',
        name: 'Amira and Josh',
        location: 'Nottingham',
        headline: 'A first home, without the long wait',
        body: 'Amira and Josh had been renting for six years and were braced for months of paperwork. Because the seller had already registered, the searches were back and the contract pack was ready on the day their offer was accepted. Their solicitor spent the time answering their questions instead of chasing documents.',
        outcome: 'About 15 weeks saved on a purchase',
      },
      {
        id: 'probate-sale',
        name: 'Margaret',
        location: 'Shrewsbury',
        headline: "Selling her late brother's house, ready from the first viewing",
        body: 'As executor, Margaret was worried that probate paperwork would put buyers off. She registered as soon as the grant came through, and her solicitor sorted the title and searches while the house was being marketed. When a buyer made an offer, there was nothing left to wait for.',
        outcome: 'Up to 6 months saved on a sale',
      },
      {
        id: 'landlord-sale',
        name: 'Daniel',
        location: 'Cardiff',
        headline: 'A rental flat sold on a tight timetable',
        body: "Daniel was selling a leasehold flat he had let for years and needed the money for his next project. The lease documents, management information and searches were gathered before the flat went on the market, and his buyer's solicitor had everything in the first week.",
        outcome: 'Exchange in about two weeks',
      },
    ],
  },
  everySeller: {
    title: 'Made for every seller',
    intro: `Whatever your reason for selling, ${productName} helps you get there sooner.`,
    items: [
      {
        id: 'first-time-sellers',
        title: 'First-time sellers',
        text: 'Never sold before? We explain each step in plain English and tell you exactly what you need, when you need it.',
      },
      {
        id: 'probate-and-representatives',
        title: 'Executors and representatives',
        text: 'Selling for someone else or on behalf of an estate? We help you gather the right paperwork early, so a sensitive sale feels less stressful.',
      },
      {
        id: 'landlords',
        title: 'Landlords',
        text: 'Selling a rental property, with or without tenants? Get the legal side ready while you plan the timing of your sale.',
      },
      {
        id: 'chain-sellers',
        title: 'Sellers in a chain',
        text: 'Buying your next home at the same time? A sale that is ready to go keeps your chain moving and protects your onward purchase.',
      },
    ],
  },
  testimonials: {
    title: 'What our customers say',
    items: [
      {
        id: 'hannah-w',
        name: 'Hannah W.',
        town: 'Reading',
        quote:
          'I expected weeks of silence after accepting an offer. Instead we exchanged before I had even finished packing.',
        role: 'seller',
      },
      {
        id: 'oluwaseun-a',
        name: 'Oluwaseun A.',
        town: 'Milton Keynes',
        quote:
          'As a first-time buyer I had no idea what searches were. They were already done, and my solicitor walked me through every one.',
        role: 'buyer',
      },
      {
        id: 'gareth-p',
        name: 'Gareth P.',
        town: 'Swansea',
        quote:
          'Signing up took a few minutes on my phone. After that I always knew exactly what was happening and what was next.',
        role: 'seller',
      },
      {
        id: 'chloe-m',
        name: 'Chloe M.',
        town: 'Norwich',
        quote:
          'Our last purchase fell through after three months. This time the paperwork was ready from day one and we moved in on the date we wanted.',
        role: 'buyer',
      },
      {
        id: 'imran-s',
        name: 'Imran S.',
        town: 'Bradford',
        quote:
          'Selling a flat I rented out felt complicated. The team made it simple, and my buyer was never left waiting.',
        role: 'seller',
      },
      {
        id: 'ruth-d',
        name: 'Ruth D.',
        town: 'Exeter',
        quote:
          "Handling my mum's house sale was hard enough. Having the legal side sorted early took a real weight off my shoulders.",
        role: 'seller',
      },
    ],
  },
  steps: {
    title: 'How it works',
    intro: 'Three simple steps from signing up to handing over the keys.',
    items: [
      {
        id: 'sign-up',
        number: 1,
        title: 'Sign up',
        text: 'Tell us about yourself and your property. Onboarding takes under 5 minutes, with no passwords to remember.',
      },
      {
        id: 'onboard-with-solicitor',
        number: 2,
        title: 'Onboard with a solicitor',
        text: 'We introduce you to a solicitor from our panel, run your ID checks and order searches, so the legal work starts straight away.',
      },
      {
        id: 'exchange-and-complete',
        number: 3,
        title: 'Exchange and complete',
        text: 'When you agree a sale, the paperwork is already waiting. Exchange contracts, complete and move on with your plans.',
      },
    ],
    cta: { label: 'Get Started', href: '/sell/get-started' },
  },
  solicitors: {
    title: 'Meet some of our panel solicitors',
    intro:
      'Every sale and purchase is handled by an independent, regulated firm from our panel, chosen for clear communication and quick turnarounds.',
  },
  faq: {
    title: 'Frequently asked questions',
    hidden: true,
    items: [
      {
        id: 'how-are-legals-free',
        question: 'How can the legals and searches be free for my buyer?',
        answer: FAQ_PLACEHOLDER_ANSWER,
      },
      {
        id: 'need-estate-agent',
        question: `Do I still need an estate agent if I use ${productName}?`,
        answer: FAQ_PLACEHOLDER_ANSWER,
      },
      {
        id: 'sale-falls-through',
        question: 'What happens if my sale falls through?',
        answer: FAQ_PLACEHOLDER_ANSWER,
      },
      {
        id: 'which-properties',
        question: 'Which properties can I sell with you?',
        answer: FAQ_PLACEHOLDER_ANSWER,
      },
    ],
  },
  estateAgentBanner: {
    title: 'Are you an estate agent?',
    text: `Partner with ${productName} to offer your sellers a legally ready sale from day one, with fewer fall-throughs and less time spent chasing paperwork.`,
    cta: { label: 'Partner with us', href: PARTNER_SIGN_UP_PATH },
  },
  contact: {
    anchor: CONTACT_ANCHOR,
    title: 'Get in touch',
    intro: `Have a question about selling or buying with ${productName}? Send us a message and we will get back to you within 24 hours.`,
    submitLabel: 'Send message',
    successMessage:
      'Thank you. Your message has been sent and we will be in touch within 24 hours.',
  },
});
