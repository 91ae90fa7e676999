import { Typography } from 'antd';
import { useParams } from 'react-router';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { AGENT_MESSAGES, fromAgent } from '@/admin/features/estate-agents/estateAgentDraft';
import { useEstateAgentQuery } from '@/admin/features/estate-agents/estateAgentsApi';
import { adminPaths } from '@/admin/paths';
import { AgentEditor } from './AgentEditor';

/**
 * /admin/estate-agents/add and /admin/estate-agents/{id} (admin.md §2, §4, §5): valuer, office,
 * negotiator and Thirdfort cards. A new agent is held here until Submit; an existing one saves
 * every edit at once by sending the whole agent.
 */
export const EstateAgentPage = () => {
  const { id } = useParams();
  const agent = useEstateAgentQuery({ id: id ?? '' }, { skip: !id });
  if (!id) return <AgentEditor />;
  if (agent.error) {
    return (
      <>
        <AdminPageHeader
          title="Estate Agent"
          breadcrumb={[{ label: 'Estate Agents', to: adminPaths.estateAgents }]}
        />
        <AdminQueryError error={agent.error} title={AGENT_MESSAGES.load} onRetry={agent.refetch} />
      </>
    );
  }
  if (!agent.data) return <Typography.Text role="status">Loading...</Typography.Text>;
  return <AgentEditor key={agent.data.updatedAt} id={id} stored={fromAgent(agent.data)} />;
};
