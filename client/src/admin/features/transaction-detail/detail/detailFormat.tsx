import { ExclamationCircleFilled } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '@/admin/paths';
import { formatPhoneForDisplay } from '@/admin/phoneDisplay';

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

/** The user account of each person of the page who has one (the detail's `person_users`). */
export type PersonUsers = readonly { person_id: string; user_id: string }[];

/**
 * A person of the sale (co-seller, buyer, giftor): their name, linked to their user page when
 * they have an account (admin.md §2 'Person links'), plain otherwise; then their phone number as
 * staff read it.
 */
export const PersonName = ({
  person,
  personUsers,
}: {
  person: {
    person_id: string;
    first_name: string;
    middle_name?: string | null;
    last_name: string;
    phone_number?: string | null;
  };
  personUsers: PersonUsers;
}) => {
  const userId = personUsers.find((entry) => entry.person_id === person.person_id)?.user_id;
  const name = personName(person);
  return (
    <>
      {userId ? <Link to={adminPaths.user(userId)}>{name}</Link> : name}
      {person.phone_number ? ` · ${formatPhoneForDisplay(person.phone_number)}` : ''}
    </>
  );
};
