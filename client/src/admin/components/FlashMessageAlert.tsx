import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { FlashMessage } from '@/admin/hooks/useAutoClearMessage';

type FlashMessageAlertProps = {
  message: FlashMessage | null;
  /** More about an error (e.g. the server's explanation), under its title. */
  detail?: string;
  /** Adds a dismiss button. */
  onClose?: () => void;
};

/** Shows a `useAutoClearMessage` message: errors as alerts, successes as polite status. */
export const FlashMessageAlert = ({ message, detail, onClose }: FlashMessageAlertProps) =>
  message ? (
    <Alert
      type={message.type}
      showIcon
      role={message.type === 'error' ? 'alert' : 'status'}
      title={message.text}
      description={message.type === 'error' ? detail : undefined}
      action={
        onClose && (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label="Dismiss message"
            onClick={onClose}
          />
        )
      }
    />
  ) : null;
