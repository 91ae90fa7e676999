import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { AgentDraft, Office } from '@/admin/features/estate-agents/estateAgentDraft';
import { phoneOrEmpty } from '@/admin/phoneDisplay';
import { OfficeModal } from './OfficeModal';

type OfficeSectionProps = {
  draft: AgentDraft;
  brands: { _id: string; brandName: string }[];
  brandName: string | undefined;
  onChange: (brandId: string, office: Office) => Promise<boolean>;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The office card: brand, name, phone and address, with its details modal. */
export const OfficeSection = ({
  draft,
  brands,
  brandName,
  onChange,
  onDirtyChange,
}: OfficeSectionProps) => {
  const [open, setOpen] = useState(false);
  const office = draft.office;
  const address = office
    ? Object.values(office.address)
        .filter((part) => part.trim())
        .join(', ')
    : '';
  return (
    <section aria-labelledby="office-heading">
      <Card
        title={
          <Typography.Title level={2} id="office-heading" style={{ fontSize: 20, margin: 0 }}>
            Office
          </Typography.Title>
        }
        extra={
          <Button
            icon={office ? <EditOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {office ? 'Edit' : 'Add office details'}
          </Button>
        }
      >
        {office ? (
          <Flex vertical>
            <span>Brand: {brandName ?? '—'}</span>
            <span>Name: {office.name}</span>
            <span>Phone: {phoneOrEmpty(office.phone_number, 'No phone number')}</span>
            <span>Address: {address || 'No address'}</span>
          </Flex>
        ) : (
          <Typography.Text type="secondary">No office details yet.</Typography.Text>
        )}
      </Card>
      {open && (
        <OfficeModal
          draft={draft}
          brands={brands}
          onSave={onChange}
          onClose={() => setOpen(false)}
          onDirtyChange={onDirtyChange}
        />
      )}
    </section>
  );
};
