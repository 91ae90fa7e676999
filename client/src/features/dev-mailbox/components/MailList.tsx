import { Typography } from 'antd';
import type { DevMailboxApiResponse } from '@/api/generated';
import { colors } from '@/shared/theme';
import { formatDateTime } from '@/shared/format';

type Mail = DevMailboxApiResponse[number];

type MailListProps = {
  mails: Mail[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** One button per e-mail: recipient, subject and when it arrived. */
export const MailList = ({ mails, selectedId, onSelect }: MailListProps) => (
  <ul aria-label="E-mails" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {mails.map((mail) => {
      const selected = mail._id === selectedId;
      return (
        <li key={mail._id} style={{ marginBottom: 8 }}>
          <button
            type="button"
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(mail._id)}
            style={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              padding: 12,
              cursor: 'pointer',
              font: 'inherit',
              color: colors.text,
              background: selected ? colors.primarySoft : colors.surface,
              border: `1px solid ${selected ? colors.primary : colors.border}`,
              borderRadius: 8,
            }}
          >
            <Typography.Text strong style={{ display: 'block' }}>
              {mail.subject}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 14 }}>
              To: {mail.to}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 14 }}>
              <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
            </Typography.Text>
          </button>
        </li>
      );
    })}
  </ul>
);
