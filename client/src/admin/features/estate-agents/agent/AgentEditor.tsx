import { Button, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { CopyButton } from '@/admin/components/CopyButton';
import type { AgentDraft } from '@/admin/features/estate-agents/estateAgentDraft';
import { useBrandsQuery } from '@/api/generated';
import { adminPaths } from '@/admin/paths';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { NegotiatorsSection } from './NegotiatorsSection';
import { OfficeSection } from './OfficeSection';
import { ThirdfortSection } from './ThirdfortSection';
import { useAgentEditor } from './useAgentEditor';
import { ValuersSection } from './ValuersSection';

type AgentEditorProps = {
  id?: string;
  stored?: AgentDraft;
  /** The page's success message, shown above the cards. */
  flash?: ReactNode;
  onSaved?: (message: string) => void;
};

/** The agent's valuer, office, negotiator and Thirdfort cards, and Submit for a new agent. */
export const AgentEditor = ({ id, stored, flash, onSaved }: AgentEditorProps) => {
  const brands = useBrandsQuery();
  const editor = useAgentEditor(id, stored, onSaved);
  const { draft, change } = editor;
  // One guard for the page: the Thirdfort card's unsaved ticks, or an open modal's changes.
  const [modalDirty, setModalDirty] = useState(false);
  const brandName = brands.data?.find((brand) => brand._id === draft.brand_id)?.brandName;
  const title =
    id && draft.office ? `${brandName ?? ''} - ${draft.office.name}` : 'Add Estate Agent';

  return (
    <>
      <AdminPageHeader
        title={title}
        titleCase={false}
        breadcrumb={[{ label: 'Estate Agents', to: adminPaths.estateAgents }]}
      >
        {id && draft.office && (
          <Flex wrap gap={16}>
            <span>
              ID: {id} <CopyButton value={id} label="ID" />
            </span>
            <span>
              Office: {draft.office.name} <CopyButton value={draft.office.name} label="office" />
            </span>
          </Flex>
        )}
      </AdminPageHeader>
      <UnsavedChangesGuard when={editor.thirdfortDirty || editor.newAgentDirty || modalDirty} />
      <Flex vertical gap={24}>
        {flash}
        <FormFailureAlert failure={editor.failure} />
        <ValuersSection
          valuers={draft.valuers}
          onChange={(valuers) => change({ ...draft, valuers }, 'valuers')}
          onDirtyChange={setModalDirty}
        />
        <OfficeSection
          draft={draft}
          brands={brands.data ?? []}
          brandName={brandName}
          onChange={(brand_id, office) => change({ ...draft, brand_id, office }, 'office')}
          onDirtyChange={setModalDirty}
        />
        <NegotiatorsSection
          negotiators={draft.negotiators}
          onChange={(negotiators) => change({ ...draft, negotiators }, 'negotiators')}
          onDirtyChange={setModalDirty}
        />
        <ThirdfortSection
          settings={draft.thirdfort}
          saveLabel={id ? 'Save Thirdfort settings' : undefined}
          unsaved={editor.thirdfortDirty}
          saving={editor.updating}
          onChange={editor.editThirdfort}
          onSave={editor.saveThirdfort}
        />
        {!id && (
          <Flex justify="flex-end">
            <Button
              type="primary"
              size="large"
              loading={editor.creating}
              onClick={() => void editor.submit()}
            >
              Submit
            </Button>
          </Flex>
        )}
      </Flex>
    </>
  );
};
