import { Tag } from 'antd';
import type {
  AdminUserPurchaseRowDto,
  AdminUserRowDto,
  AdminUserSaleRowDto,
} from '@/api/generated';

type UserStatus = AdminUserRowDto['status'];
type SaleRole = AdminUserSaleRowDto['roles'][number];
type PurchaseRole = AdminUserPurchaseRowDto['roles'][number];
export type SaleStatus = AdminUserSaleRowDto['status'];
type PurchaseStatus = AdminUserPurchaseRowDto['status'];

const USER_STATUS: Record<UserStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'success' },
  deactivated: { label: 'Deactivated', color: 'error' },
  not_activated: { label: 'Not activated', color: 'default' },
};

/** Whether the user can sign in, as a tag: Active, Deactivated (red) or Not activated. */
export const UserStatusTag = ({ status }: { status: UserStatus }) => {
  const { label, color } = USER_STATUS[status] ?? USER_STATUS.not_activated;
  return <Tag color={color}>{label}</Tag>;
};

const SALE_ROLES: Record<SaleRole, string> = {
  seller: 'Seller',
  representative: 'Representative',
  co_seller: 'Co-seller',
};

const PURCHASE_ROLES: Record<PurchaseRole, string> = {
  buyer: 'Buyer',
  joint_buyer: 'Joint buyer',
  giftor: 'Giftor',
};

/** 'Seller', 'Joint buyer, Giftor': the user's parts, in the order of the labels above. */
export const saleRolesLabel = (roles: readonly SaleRole[]): string =>
  (Object.keys(SALE_ROLES) as SaleRole[])
    .filter((role) => roles.includes(role))
    .map((role) => SALE_ROLES[role])
    .join(', ');

export const purchaseRolesLabel = (roles: readonly PurchaseRole[]): string =>
  (Object.keys(PURCHASE_ROLES) as PurchaseRole[])
    .filter((role) => roles.includes(role))
    .map((role) => PURCHASE_ROLES[role])
    .join(', ');

/** Where a sale stands (its latest purchase's dates, else whether it is paid). */
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  completed: 'Completed',
  exchanged: 'Exchanged',
  sale_agreed: 'Sale agreed',
  paid: 'Paid',
  unpaid: 'Not paid',
};

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  aborted: 'Aborted',
  completed: 'Completed',
  exchanged: 'Exchanged',
  sale_agreed: 'Sale agreed',
  confirmed: 'Confirmed',
  not_confirmed: 'Not confirmed',
};
