import { type AdminTransactionRowDto, type AdminSalesApiArg } from '@/api/generated';
import { personName } from '@/admin/format';

export type AdminTransactionRow = AdminTransactionRowDto;
export type TransactionsQuery = AdminSalesApiArg;

type Named = { first_name: string; last_name: string };

/** 'Ada Byron, Grace Hopper' (admin.md §2 'Seller Full Name(s)', 'Latest Buyer Full Name(s)'). */
export const fullNames = (people: readonly Named[]): string => people.map(personName).join(', ');
