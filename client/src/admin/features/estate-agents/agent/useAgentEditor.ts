import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import {
  AGENT_MESSAGES,
  EMPTY_DRAFT,
  fromAgent,
  toBody,
  type AgentDraft,
  type AgentPart,
  type Thirdfort,
} from '@/admin/features/estate-agents/estateAgentDraft';
import { useCreateEstateAgentMutation, useUpdateEstateAgentMutation } from '@/api/generated';
import { adminPaths } from '@/admin/paths';
import type { FormFailure } from '@/shared/forms/useMutationForm';

/**
 * The estate agent being added or edited (admin.md §4, §5). A new agent is held here until
 * Submit; an existing one saves every change at once by sending the whole agent. `change`
 * resolves to whether the change stands (a modal closes only then).
 */
export const useAgentEditor = (
  id?: string,
  stored?: AgentDraft,
  onSaved: (message: string) => void = () => undefined,
) => {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AgentDraft>(stored ?? EMPTY_DRAFT);
  const [savedThirdfort, setSavedThirdfort] = useState<Thirdfort>(draft.thirdfort);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [create, creating] = useCreateEstateAgentMutation();
  const [update, updating] = useUpdateEstateAgentMutation();

  const change = async (next: AgentDraft, part: AgentPart): Promise<boolean> => {
    setFailure(null);
    if (!id) {
      setDraft(next);
      return true;
    }
    // A card's own save sends the stored Thirdfort settings, not unsaved ticks in their card.
    const sent = part === 'thirdfort' ? next : { ...next, thirdfort: savedThirdfort };
    const result = await update({ id, estateAgentBodyDto: toBody(sent) });
    if ('error' in result) {
      setFailure({ title: AGENT_MESSAGES.update, detail: errorMessage(result.error) });
      return false;
    }
    // The agent as stored (phones, postcode normalised), keeping Thirdfort ticks not yet saved.
    const saved = fromAgent(result.data);
    setDraft(part === 'thirdfort' ? saved : { ...saved, thirdfort: next.thirdfort });
    setSavedThirdfort(saved.thirdfort);
    onSaved(AGENT_MESSAGES.saved[part]);
    return true;
  };

  const submit = async () => {
    if (draft.valuers.length === 0) return setFailure({ title: AGENT_MESSAGES.noValuer });
    if (!draft.office || !draft.brand_id) return setFailure({ title: AGENT_MESSAGES.noOffice });
    const result = await create({ estateAgentBodyDto: toBody(draft) });
    if ('error' in result) {
      return setFailure({ title: AGENT_MESSAGES.create, detail: errorMessage(result.error) });
    }
    setCreated(result.data._id);
  };

  // Once the page no longer guards the (now saved) new agent, open it.
  useEffect(() => {
    if (created) {
      void navigate(adminPaths.estateAgent(created), { state: { flash: AGENT_MESSAGES.created } });
    }
  }, [created, navigate]);

  /** An existing agent's Thirdfort settings wait for their own Save; a new one's are kept. */
  const editThirdfort = (thirdfort: Thirdfort) =>
    id ? setDraft({ ...draft, thirdfort }) : void change({ ...draft, thirdfort }, 'thirdfort');

  /** An existing agent's Thirdfort card holds ticks or e-mails not yet saved. */
  const thirdfortDirty =
    id !== undefined && JSON.stringify(draft.thirdfort) !== JSON.stringify(savedThirdfort);

  /** A new agent not yet submitted: everything on the page would be lost. */
  const newAgentDirty =
    id === undefined && created === null && JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);

  return {
    draft,
    newAgentDirty,
    failure,
    change,
    submit,
    editThirdfort,
    thirdfortDirty,
    saveThirdfort: () => void change(draft, 'thirdfort'),
    creating: creating.isLoading,
    updating: updating.isLoading,
  };
};
