import type { LandingContent } from '@/features/landing/content';
import { Section } from '@/features/landing/components/Section';

type FaqProps = { faq: LandingContent['faq'] };

/**
 * Four questions with placeholder answers. customer.md §2: the FAQ is hidden, so nothing renders
 * while `faq.hidden` is set; flip it in the content once real answers are written. Each question
 * is a native disclosure (details/summary): keyboard and screen-reader support come built in.
 */
export const Faq = ({ faq }: FaqProps) => {
  if (faq.hidden) return null;
  return (
    <Section titleId="landing-faq-title" title={faq.title} tone="surface">
      <div style={{ maxWidth: 800, marginInline: 'auto' }}>
        {faq.items.map((item) => (
          <details key={item.id} className="th-card" style={{ padding: 16, marginBottom: 8 }}>
            <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{item.question}</summary>
            <p style={{ marginTop: 12 }}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
};
