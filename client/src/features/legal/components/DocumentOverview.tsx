import { DownOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Grid } from 'antd';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LegalSection } from '@/features/legal/content';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { scrollToAnchor } from '@/shared/ui/scrollToAnchor';

/** Distance kept between the top of the window and a section jumped to (under a sticky header). */
export const ANCHOR_OFFSET = 88;

/** The section currently at the top of the reading area, for the overview's highlight. */
const useActiveSection = (ids: string[]): string | undefined => {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const sectionIds = key.split(' ');
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = sectionIds.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      { rootMargin: `-${ANCHOR_OFFSET}px 0px -55% 0px` },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
};

type DocumentOverviewProps = {
  sections: LegalSection[];
  label?: string;
};

/**
 * The overview of a legal document: a link to every section. A sticky sidebar on wide screens; a
 * collapsible list ("Overview", closed at first) above the text on phones and tablets.
 */
export const DocumentOverview = ({ sections, label = 'Overview' }: DocumentOverviewProps) => {
  const screens = Grid.useBreakpoint();
  const isDesktop = screens.lg ?? false;
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const active = useActiveSection(sections.map((section) => section.id));

  const handleJump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    if (!isDesktop) setExpanded(false);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: id },
      { replace: true, preventScrollReset: true },
    );
    scrollToAnchor(id);
  };

  const list = (
    <ol
      id={listId}
      hidden={!isDesktop && !expanded}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {sections.map((section, index) => {
        const current = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(event) => handleJump(event, section.id)}
              style={{
                display: 'flex',
                gap: 8,
                padding: '6px 12px',
                borderInlineStart: `3px solid ${current ? colors.primary : 'transparent'}`,
                color: current ? colors.primary : colors.text,
                fontWeight: current ? 600 : 400,
                fontSize: 15,
                lineHeight: 1.4,
                textDecoration: 'none',
              }}
            >
              <span aria-hidden style={{ flex: 'none', minWidth: 28, color: colors.textSecondary }}>
                {index + 1}.
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );

  if (isDesktop) {
    return (
      <nav
        aria-label={label}
        style={{
          position: 'sticky',
          top: ANCHOR_OFFSET,
          maxHeight: `calc(100vh - ${ANCHOR_OFFSET + 24}px)`,
          overflowY: 'auto',
          paddingBlock: 4,
        }}
      >
        <div
          style={{
            fontSize: 13,
            fontWeight: 700,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: colors.textSecondary,
            padding: '0 12px 8px',
          }}
        >
          {label}
        </div>
        {list}
      </nav>
    );
  }

  return (
    <nav
      aria-label={label}
      style={{
        border: `1px solid ${colors.border}`,
        borderRadius: 12,
        background: colors.surface,
        padding: 8,
      }}
    >
      <AppButton
        variant="link"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        icon={<UnorderedListOutlined aria-hidden />}
        style={{ width: '100%', justifyContent: 'flex-start', paddingInline: 12 }}
      >
        <span style={{ flex: 1, textAlign: 'start' }}>{label}</span>
        <DownOutlined
          aria-hidden
          style={{
            fontSize: 12,
            transition: 'transform 0.2s',
            transform: expanded ? 'rotate(180deg)' : undefined,
          }}
        />
      </AppButton>
      <div style={{ paddingTop: expanded ? 8 : 0 }}>{list}</div>
    </nav>
  );
};
