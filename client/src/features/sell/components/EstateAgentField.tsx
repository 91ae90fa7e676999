import { Form, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { useEstateAgentsControllerListQuery } from '@/api/generated';
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

/**
 * The estate agent dropdown (GET /estate-agent): agents labelled 'brand - office', sorted, then
 * 'not listed' and 'no agent'. If the list fails to load the two special answers remain.
 */
export const EstateAgentField = () => {
  const agents = useEstateAgentsControllerListQuery();
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
    return [...items, ...special.map(({ value, label }) => ({ value, label }))];
  }, [agents.data]);

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
