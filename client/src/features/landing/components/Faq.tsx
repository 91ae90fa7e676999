import { Collapse } from 'antd';
import type { LandingContent } from '@/features/landing/content';
import { Section } from '@/features/landing/components/Section';

type FaqProps = { faq: LandingContent['faq'] };

/**
 * Four questions with placeholder answers. customer.md §2: the FAQ is hidden, so nothing renders
 * while `faq.hidden` is set; flip it in the content once real answers are written.
 */
export const Faq = ({ faq }: FaqProps) => {
  if (faq.hidden) return null;
  return (
    <Section titleId="landing-faq-title" title={faq.title} tone="surface">
      <Collapse
        style={{ maxWidth: 800, marginInline: 'auto' }}
        items={faq.items.map((item) => ({
          key: item.id,
          label: item.question,
          children: <p style={{ margin: 0 }}>{item.answer}</p>,
        }))}
      />
    </Section>
  );
};
