import { Alert, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { AppButton, type AppButtonProps } from '@/shared/ui/AppButton';

type ConfirmedActionProps = {
  /** The button's words, e.g. 'Un-assign Estate Agent'. */
  label: string;
  /** What will happen, under 'Are you sure?'. */
  summary: ReactNode;
  /** The change: an RTK Query trigger's result (unwrapped here). */
  run: () => { unwrap: () => Promise<unknown> };
  /** The headline of a failure (the server's message goes under it). */
  failure: string;
  confirmLabel?: string;
  variant?: AppButtonProps['variant'];
  danger?: boolean;
};

/**
 * A correction with no form (un-assign, remove, archive): its button asks 'Are you sure?'
 * (admin.md §2: 'Go back and amend' returns), and a failure says why under it.
 */
export const ConfirmedAction = ({
  label,
  summary,
  run,
  failure,
  confirmLabel,
  variant = 'secondary',
  danger = false,
}: ConfirmedActionProps) => {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await run().unwrap();
    } catch (caught) {
      setError(errorMessage(caught));
      throw caught;
    } finally {
      setRunning(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <TwoStepConfirm<true>
        onConfirm={confirm}
        confirming={running}
        confirmLabel={confirmLabel ?? label}
        summary={() => summary}
      >
        {(ask) => (
          <div>
            <AppButton
              size="sm"
              variant={variant}
              danger={danger}
              onClick={() => {
                setError(null);
                ask(true);
              }}
            >
              {label}
            </AppButton>
          </div>
        )}
      </TwoStepConfirm>
      {error && <Alert type="error" showIcon role="alert" title={failure} description={error} />}
    </Flex>
  );
};
