import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';

/** The grid the valuer and negotiator cards sit in. */
export const cardGrid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
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
        <span>{person.phone_number || 'No phone number'}</span>
      </Flex>
    </Card>
  );
};
