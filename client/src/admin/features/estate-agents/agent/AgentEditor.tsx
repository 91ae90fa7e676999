import { Button, Flex } from 'antd';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { CopyButton } from '@/admin/components/CopyButton';
import type { AgentDraft } from '@/admin/features/estate-agents/estateAgentDraft';
import { useBrandsQuery } from '@/admin/features/estate-agents/estateAgentsApi';
import { adminPaths } from '@/admin/paths';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { NegotiatorsSection } from './NegotiatorsSection';
import { OfficeSection } from './OfficeSection';
import { ThirdfortSection } from './ThirdfortSection';
import { useAgentEditor } from './useAgentEditor';
import { ValuersSection } from './ValuersSection';

type AgentEditorProps = { id?: string; stored?: AgentDraft };

/** The agent's valuer, office, negotiator and Thirdfort cards, and Submit for a new agent. */
export const AgentEditor = ({ id, stored }: AgentEditorProps) => {
  const brands = useBrandsQuery();
  const editor = useAgentEditor(id, stored);
  const { draft, change } = editor;
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
      <Flex vertical gap={24}>
        <FormFailureAlert failure={editor.failure} />
        <ValuersSection
          valuers={draft.valuers}
          onChange={(valuers) => change({ ...draft, valuers })}
        />
        <OfficeSection
          draft={draft}
          brands={brands.data ?? []}
          brandName={brandName}
          onChange={(brand_id, office) => change({ ...draft, brand_id, office })}
        />
        <NegotiatorsSection
          negotiators={draft.negotiators}
          onChange={(negotiators) => change({ ...draft, negotiators })}
        />
        <ThirdfortSection
          settings={draft.thirdfort}
          saveLabel={id ? 'Save Thirdfort settings' : undefined}
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
