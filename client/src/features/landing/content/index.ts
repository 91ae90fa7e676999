export type {
  AudienceItem,
  BenefitCard,
  CaseStudy,
  FaqItem,
  LandingContent,
  LandingHero,
  LandingLink,
  LandingNav,
  LandingStep,
  Testimonial,
  TestimonialRole,
} from './landing';
export {
  CONTACT_ANCHOR,
  FAQ_PLACEHOLDER_ANSWER,
  FREE_LEGALS_CLAIM,
  PARTNER_SIGN_UP_PATH,
  landingContent,
} from './landing';
export type { PartnerBenefit, PartnerContent, PartnerTestimonial } from './partner';
export { partnerContent } from './partner';
export type { SolicitorCard } from './solicitors';
export { solicitorCards } from './solicitors';
