import { Button, Flex, Result } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TransactionsGroupDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { groupDisplayName } from '@/admin/features/transactions-groups/GroupLinks';
import { GROUP_MESSAGES } from '@/admin/features/transactions-groups/groupsApi';
import { adminPaths } from '@/admin/paths';

/** /admin/transactions-groups/success (admin.md §2): what was created, and back to the groups. */
export const GroupSuccessPage = () => {
  const navigate = useNavigate();
  const group = (useLocation().state as { group?: TransactionsGroupDto } | null)?.group;
  return (
    <>
      <AdminPageHeader
        title="Transactions Group Created"
        breadcrumb={[{ label: 'Transactions Groups', to: adminPaths.transactionsGroups }]}
      />
      <Result
        status="success"
        title={GROUP_MESSAGES.success}
        subTitle={
          group
            ? `${groupDisplayName(group.name)}: ${group.transactionsCount} transactions`
            : undefined
        }
        extra={
          <Button type="primary" onClick={() => navigate(adminPaths.transactionsGroups)}>
            Back to transactions groups
          </Button>
        }
      >
        {group && (
          <Flex vertical gap={8}>
            <ul aria-label="Transactions created" className="th-group-success-list">
              {group.transactions.map((sale) => (
                <li key={sale._id}>
                  <Link to={adminPaths.transaction(sale._id)}>{sale.property_address}</Link>
                </li>
              ))}
            </ul>
            <Link to={adminPaths.transactionsGroup(group._id)}>Open the group</Link>
          </Flex>
        )}
      </Result>
    </>
  );
};
