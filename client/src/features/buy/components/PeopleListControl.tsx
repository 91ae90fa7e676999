import type { ReactNode } from 'react';
import { PeopleList } from '@/shared/forms/PeopleList';
import type { PersonFormValues } from '@/shared/forms/PersonFormDialog';

export type PeopleListControlProps<T extends PersonFormValues> = {
  /** The list (antd Form.Item passes it). */
  value?: T[];
  label: string;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  describe?: (person: T) => ReactNode;
};

/** A form field whose value is a list of people: shows them with Edit and Remove. */
export const PeopleListControl = <T extends PersonFormValues>({
  value = [],
  ...rest
}: PeopleListControlProps<T>) => <PeopleList<T> people={value} {...rest} />;
