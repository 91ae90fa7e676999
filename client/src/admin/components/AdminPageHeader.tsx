import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AdminBreadcrumb } from '@/admin/components/AdminBreadcrumb';
import type { BreadcrumbItem } from '@/admin/components/breadcrumbTrail';
import { useAdminTitle } from '@/admin/hooks/useAdminTitle';

type AdminPageHeaderProps = {
  title: string;
  /** Title case (the default) or the text as given (an address, a person's name). */
  titleCase?: boolean;
  /**
   * The pages above this one, after 'Home' (e.g. `[{ label: 'Transactions', to: ... }]`); the
   * title is added as the current crumb. Omit for no breadcrumb.
   */
  breadcrumb?: readonly BreadcrumbItem[];
  /** Buttons on the right of the title (wrap under it on phones). */
  actions?: ReactNode;
  /** Shown under the title: badges, a summary line. */
  children?: ReactNode;
};

/** A back office page's heading: breadcrumb, the h1 (also the tab title) and its actions. */
export const AdminPageHeader = ({
  title,
  titleCase = true,
  breadcrumb,
  actions,
  children,
}: AdminPageHeaderProps) => {
  const shown = useAdminTitle(title, titleCase) ?? '';
  return (
    <Flex vertical gap={8} style={{ marginBottom: 24 }}>
      {breadcrumb && <AdminBreadcrumb items={[...breadcrumb, { label: shown }]} />}
      <Flex wrap align="center" justify="space-between" gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          {shown}
        </Typography.Title>
        {actions && (
          <Flex wrap gap={8}>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Flex>
  );
};
