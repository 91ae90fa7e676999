import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PersonFormValues } from '@/shared/forms/PersonFormDialog';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { formatPhoneNumber } from '@/shared/validation/phone';

export type PeopleListProps<T extends PersonFormValues> = {
  people: T[];
  /** Accessible name of the list, e.g. 'Additional sellers'. */
  label: string;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  /** A second line per person (defaults to e-mail and mobile). */
  describe?: (person: T) => ReactNode;
};

export const fullName = (person: Pick<PersonFormValues, 'firstName' | 'middleName' | 'lastName'>) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

/**
 * The people added with a PersonFormDialog, each with Edit and Remove. Removing someone keeps
 * keyboard focus in the form (on the next person's Edit, else the list) and says who was removed.
 */
export const PeopleList = <T extends PersonFormValues>({
  people,
  label,
  onEdit,
  onRemove,
  describe,
}: PeopleListProps<T>) => {
  const listRef = useRef<HTMLDivElement>(null);
  const [removed, setRemoved] = useState<{ index: number; name: string } | null>(null);

  useEffect(() => {
    if (!removed || !listRef.current) return;
    const edits = listRef.current.querySelectorAll<HTMLButtonElement>('button[data-edit]');
    const next = edits[Math.min(removed.index, edits.length - 1)];
    (next ?? listRef.current).focus();
  }, [removed, people.length]);

  const remove = (index: number, name: string) => {
    setRemoved({ index, name });
    onRemove(index);
  };

  return (
    <div ref={listRef} tabIndex={-1} style={{ outline: 'none' }}>
      <VisuallyHidden>
        <span role="status">{removed ? `${removed.name} removed` : ''}</span>
      </VisuallyHidden>
      {people.length > 0 && (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {people.map((person, index) => {
            const name = fullName(person);
            return (
              <li
                key={`${name}-${index}`}
                style={{
                  border: `1px solid ${colors.border}`,
                  borderRadius: 8,
                  padding: '8px 12px',
                  marginBottom: 8,
                }}
              >
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Flex vertical>
                    <Typography.Text strong>{name}</Typography.Text>
                    <Typography.Text type="secondary">
                      {describe
                        ? describe(person)
                        : [person.email, formatPhoneNumber(person.mobileNumber)]
                            .filter(Boolean)
                            .join(' · ')}
                    </Typography.Text>
                  </Flex>
                  <Flex gap={4}>
                    <AppButton
                      variant="link"
                      size="sm"
                      icon={<EditOutlined />}
                      onClick={() => onEdit(index)}
                      aria-label={`Edit ${name}`}
                      data-edit
                    >
                      Edit
                    </AppButton>
                    <AppButton
                      variant="link"
                      size="sm"
                      icon={<DeleteOutlined />}
                      onClick={() => remove(index, name)}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </AppButton>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
