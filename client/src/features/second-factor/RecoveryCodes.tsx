import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { CopyButton } from '@/admin/components/CopyButton';
import { AppButton } from '@/shared/ui/AppButton';

type RecoveryCodesProps = {
  codes: string[];
  /** Shown on the button that closes the codes once the admin says they are saved. */
  doneLabel?: string;
  onDone: () => void;
};

const download = (codes: string[]) => {
  const text = `Threshold recovery codes\nEach code works once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'threshold-recovery-codes.txt';
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Ten one-time recovery codes, shown this once (only their hashes are kept): copy them, download
 * them as a text file, and say they are saved before moving on.
 */
export const RecoveryCodes = ({ codes, doneLabel = 'Continue', onDone }: RecoveryCodesProps) => {
  const [saved, setSaved] = useState(false);
  return (
    <Flex vertical gap={16} aria-labelledby="recovery-codes-title" role="region">
      <Typography.Title level={2} id="recovery-codes-title" style={{ margin: 0 }}>
        Your recovery codes
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Save these codes now: you will not see them again."
        description="If you lose your passkeys, each code lets you sign in once. Keep them somewhere safe, away from this device."
      />
      <ol
        aria-label="Recovery codes"
        style={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 16,
          columns: '2 10rem',
          margin: 0,
          paddingInlineStart: '1.75rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Flex wrap gap={8} align="center">
        <AppButton
          variant="secondary"
          size="sm"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => download(codes)}
        >
          Download codes
        </AppButton>
        <Flex align="center" gap={4}>
          <Typography.Text>Copy all</Typography.Text>
          <CopyButton value={codes.join('\n')} label="all recovery codes" />
        </Flex>
      </Flex>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)}>
        I have saved my recovery codes
      </Checkbox>
      <div>
        <AppButton disabled={!saved} onClick={onDone}>
          {doneLabel}
        </AppButton>
      </div>
    </Flex>
  );
};
