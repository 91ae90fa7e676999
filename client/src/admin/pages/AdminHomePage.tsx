import { Card, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { adminPaths } from '@/admin/paths';
import { visibleAdminNavItems } from '@/admin/shell/adminNav';

const descriptions: Record<string, string> = {
  [adminPaths.feed]: 'The latest sales and what each one still needs.',
  [adminPaths.transactions]: 'Every sale, with payment, solicitors and key dates.',
  [adminPaths.transactionsGroups]: 'Development sales managed together.',
  [adminPaths.lawFirms]: 'Law firms and their lawyer groups.',
  [adminPaths.estateAgents]: 'Estate agent offices, valuers and brands.',
  [adminPaths.users]: 'Sellers, buyers and giftors.',
};

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

/**
 * The admin root (admin.md §2 'default page'). PLACEHOLDER: the Stats & Metrics tables replace
 * this page's body (back office I); until then it is a map of the sections.
 */
export const AdminHomePage = () => (
  <>
    {/* The placeholder keeps the heading the admin root has had so far. */}
    <AdminPageHeader title="Back office" titleCase={false} />
    <ul style={gridStyle}>
      {visibleAdminNavItems.map((item) => (
        <li key={item.path}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              <Link to={item.path}>{item.label}</Link>
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {descriptions[item.path]}
            </Typography.Paragraph>
          </Card>
        </li>
      ))}
    </ul>
  </>
);
