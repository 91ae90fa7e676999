import { Card, Typography } from 'antd';
import { AdditionalRequestsCard } from './AdditionalRequestsCard';

type SearchesTabProps = { transactionId: string };

/** The Searches tab (admin.md §2): ordered searches, the order form, additional requests. */
export const SearchesTab = ({ transactionId }: SearchesTabProps) => (
  <Card title="Searches">
    <Typography.Paragraph>Searches are limited to one order per day.</Typography.Paragraph>
    <AdditionalRequestsCard transactionId={transactionId} />
  </Card>
);
