import { BenefitCards } from '@/features/landing/components/BenefitCards';
import { CaseStudies } from '@/features/landing/components/CaseStudies';
import { ContactSection } from '@/features/landing/components/ContactSection';
import { EstateAgentBanner } from '@/features/landing/components/EstateAgentBanner';
import { EverySeller } from '@/features/landing/components/EverySeller';
import { Faq } from '@/features/landing/components/Faq';
import { Hero } from '@/features/landing/components/Hero';
import { Section } from '@/features/landing/components/Section';
import { SolicitorCards } from '@/features/landing/components/SolicitorCards';
import { Steps } from '@/features/landing/components/Steps';
import { Testimonials } from '@/features/landing/components/Testimonials';
import { landingContent, solicitorCards } from '@/features/landing/content';
import { useScrollToHash } from '@/features/landing/hooks/useScrollToHash';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

/** The public landing page (/), customer.md §2 'Landing page'. */
export const LandingPage = () => {
  const { productName, supportEmail } = usePublicConfig();
  const content = landingContent(productName);
  useDocumentTitle(undefined, productName);
  useScrollToHash();

  return (
    <>
      <Hero hero={content.hero} titleId="landing-hero-title" />

      <Section titleId="landing-benefits-title" title={content.benefits.title} tone="surface">
        <BenefitCards cards={content.benefits.cards} />
      </Section>

      <Section
        titleId="landing-case-studies-title"
        title={content.caseStudies.title}
        intro={content.caseStudies.intro}
        tone="background"
      >
        <CaseStudies
          items={content.caseStudies.items}
          expandLabel={content.caseStudies.expandLabel}
          collapseLabel={content.caseStudies.collapseLabel}
        />
      </Section>

      <Section
        titleId="landing-every-seller-title"
        title={content.everySeller.title}
        intro={content.everySeller.intro}
        tone="surface"
      >
        <EverySeller items={content.everySeller.items} />
      </Section>

      <Section titleId="landing-testimonials-title" title={content.testimonials.title} tone="soft">
        <Testimonials items={content.testimonials.items} />
      </Section>

      <Section
        titleId="landing-steps-title"
        title={content.steps.title}
        intro={content.steps.intro}
        tone="surface"
      >
        <Steps items={content.steps.items} />
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 48 }}>
          <AppLinkButton to={content.steps.cta.href} variant="marketingPrimary" size="flex">
            {content.steps.cta.label}
          </AppLinkButton>
        </div>
      </Section>

      <Section
        titleId="landing-solicitors-title"
        title={content.solicitors.title}
        intro={content.solicitors.intro}
        tone="background"
      >
        <SolicitorCards cards={solicitorCards} />
      </Section>

      <Faq faq={content.faq} />

      <ContactSection
        contact={content.contact}
        supportEmail={supportEmail}
        titleId="landing-contact-title"
      />

      <EstateAgentBanner banner={content.estateAgentBanner} titleId="landing-estate-agents-title" />
    </>
  );
};
