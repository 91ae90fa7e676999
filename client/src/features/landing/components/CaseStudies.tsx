import { useId, useState } from 'react';
import { LandingIcon } from '@/features/landing/components/LandingIcon';
import type { CaseStudy } from '@/features/landing/content';
import { colors } from '@/shared/theme';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

type CaseStudiesProps = {
  items: CaseStudy[];
  expandLabel: string;
  collapseLabel: string;
};

type CaseStudyCardProps = {
  study: CaseStudy;
  expandLabel: string;
  collapseLabel: string;
};

/** One story: the outcome up front, the full story behind a disclosure button. */
const CaseStudyCard = ({ study, expandLabel, collapseLabel }: CaseStudyCardProps) => {
  const [expanded, setExpanded] = useState(false);
  const storyId = useId();
  return (
    <div className="th-card" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          alignSelf: 'flex-start',
          background: colors.primarySoft,
          color: colors.darkTeal,
          borderRadius: 999,
          padding: '4px 12px',
          fontSize: 14,
          fontWeight: 600,
        }}
      >
        <LandingIcon name="ClockCircle" color={colors.primary} size={16} />
        {study.outcome}
      </div>
      <h3 style={{ fontSize: 20 }}>{study.headline}</h3>
      <span style={{ color: colors.textSecondary }}>
        {study.name}, {study.location}
      </span>
      <div id={storyId} hidden={!expanded}>
        <p>{study.body}</p>
      </div>
      <div style={{ marginTop: 'auto' }}>
        <button
          type="button"
          className="th-link-button"
          aria-expanded={expanded}
          aria-controls={storyId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span>
            {expanded ? collapseLabel : expandLabel}
            <VisuallyHidden>{`: ${study.name}`}</VisuallyHidden>
          </span>
          <LandingIcon name="Down" style={{ fontSize: 12 }} />
        </button>
      </div>
    </div>
  );
};

/** Three expandable case studies (customer.md §2 'Landing page'). */
export const CaseStudies = ({ items, expandLabel, collapseLabel }: CaseStudiesProps) => (
  <ul className="th-grid th-grid--lg-3">
    {items.map((study) => (
      <li key={study.id}>
        <CaseStudyCard study={study} expandLabel={expandLabel} collapseLabel={collapseLabel} />
      </li>
    ))}
  </ul>
);
