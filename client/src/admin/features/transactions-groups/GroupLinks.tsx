import { Tag } from 'antd';
import { Link } from 'react-router';
import { adminPaths } from '@/admin/paths';
import { toTitleCase } from '@/admin/titles';

/** The group a sale belongs to, as the sale's detail and the lists receive it. */
export type GroupRef = { _id: string; name: string };

/**
 * A group's name wherever the back office shows it: in title case, as the groups list shows it
 * (admin.md §2), so the same group reads the same on every page.
 */
export const groupDisplayName = (name: string): string => toTitleCase(name);

/** The group's name as a link to its page (/admin/transactions-groups/{id}). */
export const GroupNameLink = ({ group }: { group: GroupRef }) => (
  <Link to={adminPaths.transactionsGroup(group._id)}>{groupDisplayName(group.name)}</Link>
);

/** admin.md §2 'Group Transaction' badge, as a link to the group's page. */
export const GroupTransactionBadge = ({ group }: { group: GroupRef }) => (
  <Link
    to={adminPaths.transactionsGroup(group._id)}
    aria-label={`Group Transaction: ${groupDisplayName(group.name)}`}
    title={`Open the group ${groupDisplayName(group.name)}`}
  >
    <Tag color="purple" style={{ cursor: 'pointer', marginInlineEnd: 0 }}>
      Group Transaction
    </Tag>
  </Link>
);
