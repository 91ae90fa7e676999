/**
 * Copy for the estate agent partner page (/partner-sign-up). Agents and agencies are fictional.
 */

export type PartnerBenefit = {
  id: string;
  title: string;
  text: string;
};

export type PartnerTestimonial = {
  id: string;
  name: string;
  agency: string;
  quote: string;
};

export type PartnerContent = {
  pageTitle: string;
  headline: string;
  intro: string;
  formTitle: string;
  benefits: PartnerBenefit[];
  testimonials: PartnerTestimonial[];
};

export const partnerContent = (productName: string): PartnerContent => ({
  pageTitle: 'Sign-up as a partner',
  headline: 'Fast and confident sales',
  intro: `${productName} gets the legal work on your sellers' homes done before an offer arrives, so the sales you agree reach completion sooner and more often.`,
  formTitle: "Tell us about your agency and we'll be in touch",
  benefits: [
    {
      id: 'sell-faster',
      title: 'Sell 80% faster than the market',
      text: 'Solicitors, searches and ID checks are in place from the day you list, so agreed sales move straight towards exchange.',
    },
    {
      id: 'no-fall-throughs',
      title: 'Sell without fear of fall throughs',
      text: 'Buyers see a legally ready property with no hidden surprises, which gives them far fewer reasons to pull out.',
    },
  ],
  testimonials: [
    {
      id: 'eleanor-briggs',
      name: 'Eleanor Briggs',
      agency: 'Larkfield Homes',
      quote:
        'Our sales progression team used to spend most of the week chasing solicitors. Now the files are ready before we even take the first viewing.',
    },
    {
      id: 'marcus-obi',
      name: 'Marcus Obi',
      agency: 'Obi & Hale Property',
      quote:
        'Vendors love hearing that their buyer gets free legals. It helps us win instructions, and our agreed sales stay agreed.',
    },
  ],
});
