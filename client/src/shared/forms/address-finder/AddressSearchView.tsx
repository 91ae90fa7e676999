import { ArrowLeftOutlined, EnvironmentOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { isContainer } from '@/shared/forms/useAddressSearch';
import { addressNotFoundMessage } from '@/shared/supportMessages';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';
import { sanitizeText } from '@/shared/validation/text';
import type { AddressFinderState } from './useAddressFinder';

type AddressSearchViewProps = {
  finder: AddressFinderState;
  searchLabel: string;
  placeholder: string;
  /** The Form.Item's error and note ids. */
  describedBy?: string;
};

/** The search box, its status, the results (containers open into their addresses), manual entry. */
export const AddressSearchView = ({
  finder,
  searchLabel,
  placeholder,
  describedBy,
}: AddressSearchViewProps) => {
  const { supportEmail } = usePublicConfig();
  const {
    baseId,
    statusId,
    itemStatus,
    search,
    details,
    notFound,
    setDetailsFailed,
    handlePick,
    handleManualEntry,
    handleBack,
    requestResultsFocus,
    takeResultsFocus,
  } = finder;
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const settled = search.status !== 'loading' && !details.isFetching;

  // Once the list asked for has arrived: its first address, or the search box if there is none.
  useEffect(() => {
    if (!settled || search.status === 'idle' || !takeResultsFocus()) return;
    const first = listRef.current?.querySelector<HTMLButtonElement>('button');
    (first ?? searchRef.current)?.focus();
  }, [settled, search.status, search.results, search.container, takeResultsFocus]);

  return (
    <Flex vertical gap={8}>
      <Input
        id={baseId}
        aria-label={searchLabel}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={itemStatus === 'error' ? true : undefined}
        placeholder={placeholder}
        prefix={<AppIcon icon={EnvironmentOutlined} />}
        autoComplete="off"
        value={search.query}
        status={itemStatus === 'error' ? 'error' : undefined}
        onChange={(event) => {
          setDetailsFailed(false);
          search.setQuery(String(sanitizeText(event.target.value)));
        }}
        ref={(input) => {
          searchRef.current = input?.input ?? null;
        }}
        onPressEnter={(event) => {
          // Enter does not submit the form from here: it takes the customer to the results.
          event.preventDefault();
          if (search.isTooShort) return;
          requestResultsFocus();
          if (settled && search.status !== 'idle') {
            takeResultsFocus();
            listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
          }
        }}
      />
      <div id={statusId} aria-live="polite">
        {search.isTooShort && search.query.trim().length > 0 && (
          <Typography.Text type="secondary">Keep typing: at least 3 characters.</Typography.Text>
        )}
        {(search.status === 'loading' || details.isFetching) && (
          <Flex gap={8} align="center">
            <Spin size="small" aria-hidden />
            <span>Searching...</span>
          </Flex>
        )}
        {notFound && search.status !== 'loading' && (
          <Alert type="error" showIcon title={addressNotFoundMessage(supportEmail)} />
        )}
        {search.status === 'success' && search.results.length > 0 && (
          <Typography.Text type="secondary">
            {search.results.length === 1 ? '1 result' : `${search.results.length} results`}
            {search.container ? ` in ${search.container.Text}` : ''}
          </Typography.Text>
        )}
      </div>
      {search.container && (
        <div>
          <AppButton variant="link" size="sm" icon={<ArrowLeftOutlined />} onClick={handleBack}>
            Back to results
          </AppButton>
        </div>
      )}
      {search.status !== 'idle' && search.results.length > 0 && (
        <ul
          ref={listRef}
          aria-label="Addresses found"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            maxHeight: 320,
            overflowY: 'auto',
            border: `1px solid ${colors.border}`,
            borderRadius: 8,
          }}
        >
          {search.results.map((suggestion) => (
            <li key={suggestion.Id} style={{ borderBottom: `1px solid ${colors.border}` }}>
              <button
                type="button"
                onClick={() => void handlePick(suggestion)}
                style={{
                  display: 'flex',
                  width: '100%',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 8,
                  padding: '10px 12px',
                  minHeight: 44,
                  background: 'none',
                  border: 'none',
                  textAlign: 'left',
                  cursor: 'pointer',
                  font: 'inherit',
                  color: colors.text,
                }}
              >
                <span>
                  {suggestion.Text}
                  {suggestion.Description && (
                    <span style={{ color: colors.textSecondary }}> {suggestion.Description}</span>
                  )}
                </span>
                {isContainer(suggestion) && <AppIcon icon={RightOutlined} />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <AppButton variant="link" size="sm" onClick={handleManualEntry}>
          Enter the address manually
        </AppButton>
      </div>
    </Flex>
  );
};
