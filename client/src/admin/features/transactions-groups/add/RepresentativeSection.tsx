import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import {
  representativeErrors,
  type DraftRepresentative,
} from '@/admin/features/transactions-groups/groupDraft';
import { AddressFields, GroupSection, partRule, TextField } from './groupFields';
import type { GroupAddForm } from './useGroupAddForm';

const OWNER = ['representative', 'manual'];
type Manual = DraftRepresentative['manual'];

const FIELDS = [
  ['first_name', 'First name', true],
  ['middle_name', 'Middle name', false],
  ['last_name', 'Last name', true],
  ['email', 'Email', true],
  ['phone_number', 'Mobile number', true],
] as const;

/** The representative: found by e-mail (an existing user), or entered by hand. */
export const RepresentativeSection = ({ group }: { group: GroupAddForm }) => {
  const found = group.draft.representative.found;
  return (
    <GroupSection title="Representative Details">
      {found ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <span>
            {found.first_name} {found.last_name} · {found.email}
          </span>
          <Button onClick={() => group.form.setFieldValue(['representative', 'found'], null)}>
            Change
          </Button>
        </Flex>
      ) : (
        <>
          <Flex gap={8} align="end" wrap>
            <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
              <label htmlFor="rep-search">Find the representative by email</label>
              <Input
                id="rep-search"
                type="email"
                value={group.repSearch}
                onChange={(event) => group.setRepSearch(event.target.value)}
                onPressEnter={(event) => {
                  event.preventDefault();
                  void group.searchUser();
                }}
              />
            </Flex>
            <Button
              icon={<SearchOutlined aria-hidden />}
              loading={group.searchingUser}
              onClick={() => void group.searchUser()}
            >
              Search user
            </Button>
          </Flex>
          {group.searchNote.rep && (
            <Typography.Text role="status">{group.searchNote.rep}</Typography.Text>
          )}
          <Flex wrap gap={16}>
            {FIELDS.map(([key, label, required]) => (
              <TextField
                key={key}
                name={[...OWNER, key]}
                label={label}
                required={required}
                type={key === 'email' ? 'email' : key === 'phone_number' ? 'tel' : 'text'}
                rules={required ? [partRule<Manual>(OWNER, key, representativeErrors)] : undefined}
                validation={group.validation}
              />
            ))}
          </Flex>
          <Typography.Text strong>Correspondence address</Typography.Text>
          <AddressFields<Manual>
            owner={OWNER}
            errorsOf={representativeErrors}
            validation={group.validation}
          />
        </>
      )}
    </GroupSection>
  );
};
