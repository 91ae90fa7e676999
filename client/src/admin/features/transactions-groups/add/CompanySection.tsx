import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { companyErrors, type DraftCompany } from '@/admin/features/transactions-groups/groupDraft';
import { AddressFields, GroupSection, partRule, TextField } from './groupFields';
import type { GroupAddForm } from './useGroupAddForm';

const OWNER = ['company', 'manual'];
type Manual = DraftCompany['manual'];

/** The company seller: found by company number, or entered by hand. */
export const CompanySection = ({ group }: { group: GroupAddForm }) => {
  const found = group.draft.company.found;
  return (
    <GroupSection title="Seller Details">
      {found ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <span>
            {found.name} · {found.company_number}
          </span>
          <Button onClick={() => group.form.setFieldValue(['company', 'found'], null)}>
            Change
          </Button>
        </Flex>
      ) : (
        <>
          <Flex gap={8} align="end" wrap>
            <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
              <label htmlFor="company-search">Find the company by company number</label>
              <Input
                id="company-search"
                value={group.companySearch}
                onChange={(event) => group.setCompanySearch(event.target.value)}
                onPressEnter={(event) => {
                  event.preventDefault();
                  void group.searchCompany();
                }}
              />
            </Flex>
            <Button
              icon={<SearchOutlined aria-hidden />}
              loading={group.searchingCompany}
              onClick={() => void group.searchCompany()}
            >
              Search company
            </Button>
          </Flex>
          {group.searchNote.company && (
            <Typography.Text role="status">{group.searchNote.company}</Typography.Text>
          )}
          <Flex wrap gap={16}>
            <TextField
              name={[...OWNER, 'name']}
              label="Company name"
              required
              rules={[partRule<Manual>(OWNER, 'name', companyErrors)]}
              validation={group.validation}
            />
            <TextField
              name={[...OWNER, 'company_number']}
              label="Company number"
              required
              rules={[partRule<Manual>(OWNER, 'company_number', companyErrors)]}
              validation={group.validation}
            />
          </Flex>
          <AddressFields<Manual>
            owner={OWNER}
            errorsOf={companyErrors}
            validation={group.validation}
          />
        </>
      )}
    </GroupSection>
  );
};
