import { Card } from 'antd';
import { Link } from 'react-router';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { adminPaths } from '@/admin/paths';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { personName } from './detailFormat';

/** The primary seller (or representative), the company seller and the additional sellers. */
export const SellersTab = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const primary = sale.primary_seller.user;
  return (
    <Card title="Sellers">
      <ul className="th-people">
        <li>
          <Link to={adminPaths.user(primary._id)}>{personName(primary)}</Link> · {primary.email}
          {sale.primary_seller.customer_type === 'representative' ? ' (representative)' : ''}
        </li>
        {sale.company_seller && (
          <li>
            Company: {sale.company_seller.name} · Company number{' '}
            {sale.company_seller.company_number} · {formatAddressLine(sale.company_seller.address)}
          </li>
        )}
        {sale.additional_sellers.map((person) => (
          <li key={person.person_id}>
            {personName(person)}
            {person.email ? ` · ${person.email}` : ''}
          </li>
        ))}
      </ul>
    </Card>
  );
};
