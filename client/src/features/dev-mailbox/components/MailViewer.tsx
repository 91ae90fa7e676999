import { Card, Descriptions, Typography } from 'antd';
import type { DevMailboxApiResponse } from '@/api/generated';
import { LinkifiedText } from '@/features/dev-mailbox/components/LinkifiedText';
import { colors } from '@/shared/theme';
import { formatDateTime } from '@/shared/format';

type Mail = DevMailboxApiResponse[number];

const BASE_TARGET = '<base target="_top">';

/**
 * The HTML as the iframe document, with links opening in the top window: the frame is sandboxed
 * (no scripts, no same-origin), so a magic link has to leave it to sign the user in.
 */
export const toFrameDocument = (html: string): string => {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${BASE_TARGET}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${BASE_TARGET}${html.slice(at)}`;
};

type MailViewerProps = { mail: Mail };

export const MailViewer = ({ mail }: MailViewerProps) => (
  <article aria-labelledby="mail-subject">
    <Card>
      <Typography.Title level={2} id="mail-subject" style={{ fontSize: 22, marginTop: 0 }}>
        {mail.subject}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'to', label: 'To', children: mail.to },
          {
            key: 'received',
            label: 'Received',
            children: <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>,
          },
          // extra headers (List-Unsubscribe...), as sent
          ...Object.entries(mail.headers ?? {}).map(([name, value]) => ({
            key: `header-${name}`,
            label: name,
            children: <span style={{ overflowWrap: 'anywhere' }}>{value}</span>,
          })),
          // attachments by name (the dev mailbox keeps no files)
          ...(mail.attachments?.length
            ? [{ key: 'attachments', label: 'Attachments', children: mail.attachments.join(', ') }]
            : []),
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        HTML version
      </Typography.Title>
      <iframe
        title={`HTML version of "${mail.subject}"`}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        srcDoc={toFrameDocument(mail.html)}
        style={{
          width: '100%',
          height: 480,
          border: `1px solid ${colors.border}`,
          borderRadius: 8,
          background: colors.surface,
        }}
      />
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        Text version
      </Typography.Title>
      <LinkifiedText
        text={mail.text}
        style={{
          padding: 12,
          border: `1px solid ${colors.border}`,
          borderRadius: 8,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 14,
        }}
      />
    </Card>
  </article>
);
