import { ExclamationCircleFilled } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** Yes, No, or a dash when the answer is not known. */
export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '—' : value ? 'Yes' : 'No';

/** First, middle and last name. */
export const personName = (person: {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
}) => [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');

/** A tab's label with the alert icon when something is missing (admin.md §2 'Tabs'). */
export const tabLabel = (label: string, alert: boolean, why: string): ReactNode =>
  alert ? (
    <Flex gap={6} align="center">
      {label}
      <ExclamationCircleFilled className="th-tab-alert" role="img" aria-label={why} />
    </Flex>
  ) : (
    label
  );
