import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import {
  AGENT_MESSAGES,
  EMPTY_DRAFT,
  toBody,
  type AgentDraft,
  type Thirdfort,
} from '@/admin/features/estate-agents/estateAgentDraft';
import {
  useCreateEstateAgentMutation,
  useUpdateEstateAgentMutation,
} from '@/admin/features/estate-agents/estateAgentsApi';
import { adminPaths } from '@/admin/paths';
import type { FormFailure } from '@/shared/forms/useMutationForm';

/**
 * The estate agent being added or edited (admin.md §4, §5). A new agent is held here until
 * Submit; an existing one saves every change at once by sending the whole agent. `change`
 * resolves to whether the change stands (a modal closes only then).
 */
export const useAgentEditor = (id?: string, stored?: AgentDraft) => {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AgentDraft>(stored ?? EMPTY_DRAFT);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [create, creating] = useCreateEstateAgentMutation();
  const [update, updating] = useUpdateEstateAgentMutation();

  const change = async (next: AgentDraft): Promise<boolean> => {
    setFailure(null);
    if (!id) {
      setDraft(next);
      return true;
    }
    const result = await update({ id, estateAgentBodyDto: toBody(next) });
    if ('error' in result) {
      setFailure({ title: AGENT_MESSAGES.update, detail: errorMessage(result.error) });
      return false;
    }
    setDraft(next);
    return true;
  };

  const submit = async () => {
    if (draft.valuers.length === 0) return setFailure({ title: AGENT_MESSAGES.noValuer });
    if (!draft.office || !draft.brand_id) return setFailure({ title: AGENT_MESSAGES.noOffice });
    const result = await create({ estateAgentBodyDto: toBody(draft) });
    if ('error' in result) {
      return setFailure({ title: AGENT_MESSAGES.create, detail: errorMessage(result.error) });
    }
    void navigate(adminPaths.estateAgent(result.data._id));
  };

  /** An existing agent's Thirdfort settings wait for their own Save; a new one's are kept. */
  const editThirdfort = (thirdfort: Thirdfort) =>
    id ? setDraft({ ...draft, thirdfort }) : void change({ ...draft, thirdfort });

  return {
    draft,
    failure,
    change,
    submit,
    editThirdfort,
    saveThirdfort: () => void change(draft),
    creating: creating.isLoading,
    updating: updating.isLoading,
  };
};
