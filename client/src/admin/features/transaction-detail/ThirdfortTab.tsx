import { Empty } from 'antd';

type ThirdfortTabProps = { transactionId: string };

/** The Thirdfort tab (admin.md §2 identity-check tab). */
export const ThirdfortTab = ({ transactionId }: ThirdfortTabProps) => (
  <Empty description="No identity checks requested yet" data-transaction={transactionId} />
);
