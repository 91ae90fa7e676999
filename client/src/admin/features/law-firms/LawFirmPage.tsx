import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { LawyerGroupDto } from '@/api/generated';
import { personName } from '@/admin/format';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { RecordHistory } from '@/admin/components/RecordHistory';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { LawyerGroupFormModal } from '@/admin/features/law-firms/LawyerGroupFormModal';
import { LawFirmFormModal } from '@/admin/features/law-firms/LawFirmFormModal';
import { LAW_FIRM_MESSAGES } from '@/admin/features/law-firms/lawFirmsApi';
import { useLawFirmQuery, useLawyerGroupsQuery } from '@/api/generated';
import { AdminTable } from '@/admin/list/AdminTable';
import { adminPaths } from '@/admin/paths';
import { phoneOrEmpty } from '@/admin/phoneDisplay';

const groupColumns: TableColumnsType<LawyerGroupDto> = [
  { key: 'name', title: 'Group Name', dataIndex: 'name' },
  { key: 'solicitor', title: 'Solicitor Name', render: (_, group) => personName(group.solicitor) },
  {
    key: 'solicitor_email',
    title: 'Solicitor Email',
    render: (_, group) => group.solicitor.email ?? '—',
  },
  {
    key: 'assistants',
    title: 'Legal Assistant Names',
    render: (_, group) => group.legal_assistants.map(personName).join(', ') || '—',
  },
];

/** One line of an address: the parts there are, in order. */
export const addressLine = (
  address:
    | Partial<Record<'line_1' | 'line_2' | 'line_3' | 'post_town' | 'postcode', string | null>>
    | null
    | undefined,
): string =>
  address
    ? [address.line_1, address.line_2, address.line_3, address.post_town, address.postcode]
        .filter(Boolean)
        .join(', ')
    : '';

/** /admin/law-firms/{id} (admin.md §2): the firm's fields, its Edit modal and its lawyer groups. */
export const LawFirmPage = () => {
  const { id = '' } = useParams();
  const firm = useLawFirmQuery({ id });
  const groups = useLawyerGroupsQuery({ lawFirm: id });
  const [editing, setEditing] = useState(false);
  const [addingGroup, setAddingGroup] = useState(false);
  const flash = useAutoClearMessage();
  const breadcrumb = [{ label: 'Law Firms', to: adminPaths.lawFirms }];

  if (firm.error) {
    return (
      <>
        <AdminPageHeader title="Law Firm" breadcrumb={breadcrumb} />
        <AdminQueryError error={firm.error} title={LAW_FIRM_MESSAGES.load} onRetry={firm.refetch} />
      </>
    );
  }
  if (!firm.data) return <Typography.Text role="status">Loading...</Typography.Text>;
  const data = firm.data;
  return (
    <>
      <AdminPageHeader
        title={data.name}
        titleCase={false}
        breadcrumb={breadcrumb}
        actions={
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        }
      />
      <Flex vertical gap={24}>
        <FlashMessageAlert message={flash.message} onClose={flash.clear} />
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: 'Name', children: data.name },
              { key: 'email', label: 'Email', children: data.email ?? 'unknown' },
              {
                key: 'phone',
                label: 'Phone number',
                children: phoneOrEmpty(data.phone_number),
              },
              {
                key: 'organisation',
                label: 'Organisation name',
                children: data.address?.organisation_name ?? '—',
              },
              { key: 'address', label: 'Address', children: addressLine(data.address) || '—' },
            ]}
          />
        </Card>
        <section aria-labelledby="lawyer-groups-heading">
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
            <Typography.Title
              level={2}
              id="lawyer-groups-heading"
              style={{ fontSize: 20, margin: 0 }}
            >
              Lawyer Groups
            </Typography.Title>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAddingGroup(true)}>
              Add lawyer group
            </Button>
          </Flex>
          <AdminTable
            label="Lawyer groups"
            columns={groupColumns}
            rows={groups.data}
            rowKey="_id"
            rowHref={(group) => adminPaths.lawyerGroup(group._id)}
            emptyText="No lawyer groups yet. Add one so this firm can be assigned to sales."
            loading={groups.isFetching}
            error={groups.error}
            errorTitle={LAW_FIRM_MESSAGES.load}
            onRetry={groups.refetch}
          />
        </section>
        <RecordHistory subjectId={id} record={data} />
      </Flex>
      {editing && (
        <LawFirmFormModal
          firm={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            flash.showSuccess(LAW_FIRM_MESSAGES.firmSaved);
          }}
        />
      )}
      {addingGroup && (
        <LawyerGroupFormModal
          mode="add"
          firm={data}
          onClose={() => setAddingGroup(false)}
          onSaved={(group) => {
            setAddingGroup(false);
            flash.showSuccess(LAW_FIRM_MESSAGES.groupAdded(group.name));
          }}
        />
      )}
    </>
  );
};
