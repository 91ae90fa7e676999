import { Alert, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AppButton } from '@/shared/ui/AppButton';

type TwoStepConfirmProps<T> = {
  /**
   * The first step, usually a form: call `ask(values)` from its Save. It stays mounted (hidden)
   * during the second step, so 'Go back and amend' returns to it as it was left.
   */
  children: (ask: (values: T) => void) => ReactNode;
  /** What will happen, shown under 'Are you sure?'. */
  summary?: (values: T) => ReactNode;
  /** The second step's action. Resolve to finish; reject to stay on the question. */
  onConfirm: (values: T) => Promise<unknown> | void;
  confirmLabel?: string;
  confirming?: boolean;
};

/**
 * admin.md §2: assignments are two-step. Save shows 'Are you sure?'; 'Go back and amend'
 * returns to the form; confirming runs `onConfirm`.
 */
export const TwoStepConfirm = <T,>({
  children,
  summary,
  onConfirm,
  confirmLabel = 'Confirm',
  confirming = false,
}: TwoStepConfirmProps<T>) => {
  const [pending, setPending] = useState<{ values: T } | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const ask = (values: T) => {
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    setPending({ values });
  };

  const handleBack = () => {
    setPending(null);
    // Back where the user left: the Save button they pressed.
    window.setTimeout(() => returnFocusTo.current?.focus(), 0);
  };

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await onConfirm(pending.values);
      setPending(null);
    } catch {
      // The caller shows why it failed; the question stays so the user can retry or amend.
    }
  };

  useEffect(() => {
    if (pending) questionRef.current?.focus();
  }, [pending]);

  return (
    <>
      <div hidden={pending !== null}>{children(ask)}</div>
      {pending && (
        <Alert
          type="warning"
          showIcon
          title={
            <Typography.Title level={3} ref={questionRef} tabIndex={-1} style={{ margin: 0 }}>
              Are you sure?
            </Typography.Title>
          }
          description={
            <Flex vertical gap={12}>
              {summary?.(pending.values)}
              <Flex wrap gap={8}>
                <AppButton variant="secondary" size="sm" onClick={handleBack} disabled={confirming}>
                  Go back and amend
                </AppButton>
                <AppButton size="sm" loading={confirming} onClick={() => void handleConfirm()}>
                  {confirmLabel}
                </AppButton>
              </Flex>
            </Flex>
          }
        />
      )}
    </>
  );
};
