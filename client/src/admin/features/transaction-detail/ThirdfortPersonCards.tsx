import { Card, Col, Descriptions, Flex, Row, Skeleton, Tag } from 'antd';
import type { CheckPersonCardDto, CheckPersonRowDto } from '@/api/generated';
import { CopyButton } from '@/admin/components/CopyButton';
import { personName } from '@/admin/format';

/** admin.md §2 'Show Full Details': the card's fields, in the spec's order and wording. */
const FIELDS: readonly [keyof CheckPersonCardDto, string][] = [
  ['fileReference', 'File Reference'],
  ['fullName', 'Full Name'],
  ['phoneNumber', 'Phone Number'],
  ['email', 'Email'],
  ['propertyAddress', 'Property Address'],
  ['solicitorEmail', 'Solicitor Email'],
  ['recipientEmail', 'Recipient Email'],
];

const PERSON_TYPES: Record<CheckPersonRowDto['person_type'], string> = {
  seller: 'Seller',
  buyer: 'Buyer',
  giftor: 'Giftor',
};

/** One person's details for the provider's portal, each with a copy button. */
const PersonCard = ({
  row,
  details,
}: {
  row: CheckPersonRowDto;
  details: CheckPersonCardDto | undefined;
}) => {
  const name = personName(row);
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{name}</span>
          <Tag>{PERSON_TYPES[row.person_type]}</Tag>
        </Flex>
      }
    >
      {details === undefined ? (
        <div role="status" aria-busy="true" aria-label={`Loading the details of ${name}...`}>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={FIELDS.map(([field, label]) => {
            const value = details[field];
            return {
              key: field,
              label,
              children: value ? (
                <Flex align="center" gap={4} wrap style={{ wordBreak: 'break-word' }}>
                  <span>{value}</span>
                  <CopyButton value={value} label={`${label} of ${name}`} />
                </Flex>
              ) : (
                '—'
              ),
            };
          })}
        />
      )}
    </Card>
  );
};

type ThirdfortPersonCardsProps = {
  rows: readonly CheckPersonRowDto[];
  /** Each person's card by their row's key; undefined while it loads. */
  details: ReadonlyMap<string, CheckPersonCardDto> | undefined;
};

/** The 'Show Full Details' cards of a person group (admin.md §2 'Identity-check tab'). */
export const ThirdfortPersonCards = ({ rows, details }: ThirdfortPersonCardsProps) =>
  rows.length === 0 ? null : (
    <Row gutter={[12, 12]}>
      {rows.map((row) => (
        <Col key={row.key} xs={24} md={12} xl={8}>
          <PersonCard row={row} details={details?.get(row.key)} />
        </Col>
      ))}
    </Row>
  );
