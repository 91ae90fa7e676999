import { BenefitCards } from '@/features/landing/components/BenefitCards';
import { CaseStudies } from '@/features/landing/components/CaseStudies';
import { ContactSection } from '@/features/landing/components/ContactSection';
import { EstateAgentBanner } from '@/features/landing/components/EstateAgentBanner';
import { EverySeller } from '@/features/landing/components/EverySeller';
import { Faq } from '@/features/landing/components/Faq';
import { Hero } from '@/features/landing/components/Hero';
import { landingButtonClass, LandingLink } from '@/features/landing/components/LandingLink';
import { Section } from '@/features/landing/components/Section';
import { SolicitorCards } from '@/features/landing/components/SolicitorCards';
import { Steps } from '@/features/landing/components/Steps';
import { Testimonials } from '@/features/landing/components/Testimonials';
import { landingContent, solicitorCards } from '@/features/landing/content';
import '@/features/landing/components/landing.css';

type LandingSectionsProps = {
  productName: string;
  supportEmail: string;
  /** When the contact form loads (see ContactSection). */
  loadContactForm?: 'now' | 'later';
};

/**
 * The landing page's content (customer.md §2 'Landing page'), from the hero to the estate agent
 * banner. Plain elements and CSS, no antd, router or store: the full app (LandingPage) and the
 * light landing for signed-out visitors (features/landing/light) render this same component.
 */
export const LandingSections = ({
  productName,
  supportEmail,
  loadContactForm = 'now',
}: LandingSectionsProps) => {
  const content = landingContent(productName);
  return (
    <div className="th-landing-root">
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
          <LandingLink
            href={content.steps.cta.href}
            className={landingButtonClass('marketing', 'flex')}
          >
            {content.steps.cta.label}
          </LandingLink>
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
        loadForm={loadContactForm}
      />

      <EstateAgentBanner banner={content.estateAgentBanner} titleId="landing-estate-agents-title" />
    </div>
  );
};
