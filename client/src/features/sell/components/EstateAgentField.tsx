import { Form, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { useEstateAgentChoicesQuery, type EstateAgentChoiceDto } from '@/api/generated';
import { errorReportingOptions } from '@/features/error-reporting/errorReporting';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { sellPropertyRules } from '@/features/sell/propertyForm';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';

export const ESTATE_AGENTS_FETCH_FAILED = 'Failed to fetch estate agents';

/** The two answers that are not an agent, should the list fail to load. */
const fallbackSpecialOptions = [
  { value: 'not_listed', label: 'My estate agent is not listed' },
  { value: 'no_agent', label: "I don't have an estate agent yet" },
];

/** An answer whose agent is not in the list (it failed to load, or the agent left it). */
export const CHOSEN_AGENT_FALLBACK = 'The estate agent you chose earlier';

type EstateAgentFieldProps = {
  /** The agent the sale names already (the sale's `estate_agent`), shown by name in any case. */
  saved?: EstateAgentChoiceDto | null;
};

/**
 * The estate agent dropdown (GET /estate-agent): agents labelled 'brand - office', sorted, then
 * 'not listed' and 'no agent'. If the list fails to load the two special answers remain, and an
 * agent already chosen keeps its name (never its id).
 */
export const EstateAgentField = ({ saved }: EstateAgentFieldProps) => {
  const agents = useEstateAgentChoicesQuery();
  const form = Form.useFormInstance();
  const chosen = Form.useWatch<string | undefined>('estateAgent', form);
  const config = usePublicConfig();
  const reporting = errorReportingOptions(config) !== null;

  // customer.md §8: the failure is reported (Sentry is loaded only where reporting is on).
  useEffect(() => {
    if (!agents.isError) return;
    console.error(ESTATE_AGENTS_FETCH_FAILED, agents.error);
    if (reporting) {
      void import('@sentry/react').then((Sentry) =>
        Sentry.captureMessage(ESTATE_AGENTS_FETCH_FAILED, {
          level: 'error',
          extra: { error: errorMessage(agents.error) },
        }),
      );
    }
  }, [agents.isError, agents.error, reporting]);

  const options = useMemo(() => {
    const items = [...(agents.data?.items ?? [])]
      .map((agent) => ({
        value: agent._id,
        label: agent.label || `${agent.brand} - ${agent.office.name}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
    const special = agents.data?.specialOptions ?? fallbackSpecialOptions;
    const all = [...items, ...special.map(({ value, label }) => ({ value, label }))];
    // Issue 25: without its option antd shows the bare value, an id; name the agent instead.
    if (chosen && !all.some((option) => option.value === chosen)) {
      const label =
        saved && saved._id === chosen
          ? saved.label || `${saved.brand} - ${saved.office.name}`
          : CHOSEN_AGENT_FALLBACK;
      all.unshift({ value: chosen, label });
    }
    return all;
  }, [agents.data, chosen, saved]);

  return (
    <>
      {agents.isError && (
        <QueryErrorAlert
          error={agents.error}
          title={ESTATE_AGENTS_FETCH_FAILED}
          retrying={agents.isFetching}
          onRetry={() => void agents.refetch()}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="estateAgent"
        label="Who is your estate agent?"
        rules={sellPropertyRules.estateAgent}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Start typing the agent's name"
          options={options}
          loading={agents.isLoading}
          virtual={false}
          notFoundContent="No estate agent matches"
        />
      </Form.Item>
    </>
  );
};
