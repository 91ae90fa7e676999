import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { phoneOrEmpty } from '@/admin/phoneDisplay';

/** The grid the valuer and negotiator cards sit in. */
export const cardGrid = {
  display: 'grid',
  gap: 16,
  // One card per row on a phone; never narrower than the title needs on a desktop.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
};

type PersonCardProps = {
  title: string;
  person: {
    first_name: string;
    last_name: string;
    email?: string | null;
    phone_number?: string | null;
  };
  onEdit: () => void;
  onDelete: () => void;
  /** Why Delete is unavailable (the last valuer), or nothing. */
  cannotDelete?: string;
};

/** A valuer's or negotiator's card: name, e-mail, phone, Edit and Delete. */
export const PersonCard = ({ title, person, onEdit, onDelete, cannotDelete }: PersonCardProps) => {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return (
    <Card
      title={title}
      // The whole title ('Secondary Valuer'), wrapping rather than cut off.
      styles={{ title: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
      extra={
        <Flex gap={4}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${name}`}
            onClick={onEdit}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${name}`}
            disabled={cannotDelete !== undefined}
            title={cannotDelete}
            onClick={onDelete}
          />
        </Flex>
      }
    >
      <Typography.Text strong>{name}</Typography.Text>
      <Flex vertical>
        <span>{person.email || 'No email'}</span>
        <span>{phoneOrEmpty(person.phone_number, 'No phone number')}</span>
      </Flex>
    </Card>
  );
};
