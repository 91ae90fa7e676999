import { Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { RecordHistory } from '@/admin/components/RecordHistory';
import { AGENT_MESSAGES, fromAgent } from '@/admin/features/estate-agents/estateAgentDraft';
import { useEstateAgentQuery } from '@/api/generated';
import { adminPaths } from '@/admin/paths';
import { AgentEditor } from './AgentEditor';

/**
 * /admin/estate-agents/add and /admin/estate-agents/{id} (admin.md §2, §4, §5): valuer, office,
 * negotiator and Thirdfort cards. A new agent is held here until Submit; an existing one saves
 * every edit at once by sending the whole agent.
 */
export const EstateAgentPage = () => {
  const { id } = useParams();
  const location = useLocation();
  const agent = useEstateAgentQuery({ id: id ?? '' }, { skip: !id });
  const flash = useAutoClearMessage();
  const { showSuccess } = flash;
  // 'Estate agent added', carried here by Submit's navigation.
  const arrived = (location.state as { flash?: string } | null)?.flash;
  useEffect(() => {
    if (arrived) showSuccess(arrived);
  }, [arrived, showSuccess]);
  const message = <FlashMessageAlert message={flash.message} onClose={flash.clear} />;
  if (!id) return <AgentEditor flash={message} onSaved={showSuccess} />;
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
  return (
    <>
      {/* Keyed by agent: after a save the editor keeps the saved agent (and any unsaved
          Thirdfort ticks) itself, so nothing typed is lost when the agent is read again. */}
      <AgentEditor
        key={id}
        id={id}
        stored={fromAgent(agent.data)}
        flash={message}
        onSaved={showSuccess}
      />
      <RecordHistory subjectId={id} record={agent.data} style={{ marginTop: 24 }} />
    </>
  );
};
