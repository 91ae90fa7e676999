import { describe, expect, it } from 'vitest';

import { FAQ_PLACEHOLDER_ANSWER, FREE_LEGALS_CLAIM, landingContent } from './landing';
import { partnerContent } from './partner';
import { solicitorCards } from './solicitors';

const PRODUCT = 'Test Product Name';

describe('landing content', () => {
  const content = landingContent(PRODUCT);
  const text = JSON.stringify(content);

  it('has the hero claim and the Get Started call to action', () => {
    expect(content.hero.subheading).toContain('Free legals and searches worth £2,500+');
    expect(FREE_LEGALS_CLAIM).toBe('Free legals and searches worth £2,500+');
    expect(content.hero.primaryCta.label).toBe('Get Started');
  });

  it('has the expected number of items in each section', () => {
    expect(content.benefits.cards).toHaveLength(3);
    expect(content.caseStudies.items).toHaveLength(3);
    expect(content.everySeller.items.length).toBeGreaterThanOrEqual(3);
    expect(content.everySeller.items.length).toBeLessThanOrEqual(4);
    expect(content.testimonials.items).toHaveLength(6);
    expect(content.steps.items).toHaveLength(3);
    expect(content.faq.items).toHaveLength(4);
  });

  it('uses the fixed titles, claims and links', () => {
    expect(content.everySeller.title).toBe('Made for every seller');
    for (const claim of ['80%', 'over 6 weeks', '80-95%', '37%', 'almost 40%', 'under 5 minutes']) {
      expect(text.toLowerCase()).toContain(claim.toLowerCase());
    }
    expect(content.estateAgentBanner.cta).toEqual({
      label: 'Partner with us',
      href: '/partner-sign-up',
    });
    expect(content.contact.anchor).toBe('contact');
    expect(content.contact.intro).toContain('24 hours');
  });

  it('keeps the FAQ hidden with placeholder answers', () => {
    expect(content.faq.hidden).toBe(true);
    for (const item of content.faq.items) {
      expect(item.answer).toBe(FAQ_PLACEHOLDER_ANSWER);
    }
  });

  it('interpolates the product name', () => {
    expect(text).toContain(PRODUCT);
    expect(text).not.toContain('Threshold');
  });

  it('uses unique ids within each list', () => {
    const lists = [
      content.benefits.cards,
      content.caseStudies.items,
      content.everySeller.items,
      content.testimonials.items,
      content.steps.items,
      content.faq.items,
    ];
    for (const list of lists) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('partner content', () => {
  const content = partnerContent(PRODUCT);

  it('uses the fixed headline and tile titles', () => {
    expect(content.headline).toBe('Fast and confident sales');
    expect(content.benefits.map((benefit) => benefit.title)).toEqual([
      'Sell 80% faster than the market',
      'Sell without fear of fall throughs',
    ]);
    expect(content.testimonials).toHaveLength(2);
  });
});

describe('solicitor cards', () => {
  it('has three complete cards with ISO start dates', () => {
    expect(solicitorCards).toHaveLength(3);
    for (const card of solicitorCards) {
      expect(card.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(card.startDate))).toBe(false);
      for (const value of Object.values(card)) {
        expect(value.trim()).not.toBe('');
      }
    }
  });
});
