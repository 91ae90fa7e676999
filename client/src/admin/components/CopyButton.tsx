import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

/** admin.md §9: the copy confirmation shows for 1 s. */
export const COPY_CONFIRMATION_MS = 1_000;

type CopyState = 'idle' | 'copied' | 'failed';

type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the button's name: 'Copy {label}'. */
  label: string;
};

/** Copies `value`; says 'Copied' (or "Couldn't copy") for 1 s, visibly and to screen readers. */
export const CopyButton = ({ value, label }: CopyButtonProps) => {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard access (an insecure origin, a denied permission).
      setState('failed');
    }
  };

  const feedback = state === 'copied' ? 'Copied' : state === 'failed' ? "Couldn't copy" : '';
  return (
    <Flex component="span" align="center" gap={4} style={{ display: 'inline-flex' }}>
      <Button
        type="text"
        size="small"
        aria-label={`Copy ${label}`}
        icon={state === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        onClick={() => void handleCopy()}
      />
      <span aria-hidden style={{ fontSize: 13 }}>
        {feedback}
      </span>
      <VisuallyHidden>
        <span role="status">{feedback}</span>
      </VisuallyHidden>
    </Flex>
  );
};
