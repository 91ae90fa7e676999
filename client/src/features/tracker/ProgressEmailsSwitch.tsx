import { App, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useProgressEmailsQuery, useSetProgressEmailsMutation } from '@/api/generated';

export const PROGRESS_EMAILS_LABEL = 'E-mail me when my sale or purchase moves on';

/**
 * The customer's progress e-mails, on or off (GET/PUT /api/me/progress-emails), under the
 * tracker on the sell and buy dashboards: where an e-mail's unsubscribe link sends them to turn
 * the e-mails back on. Shows nothing until the setting is known.
 */
export const ProgressEmailsSwitch = () => {
  const labelId = useId();
  const helpId = useId();
  const { message } = App.useApp();
  const setting = useProgressEmailsQuery();
  const [update, { isLoading: saving }] = useSetProgressEmailsMutation();
  if (!setting.data) return null;

  const handleChange = async (enabled: boolean) => {
    try {
      await update({ updateProgressEmailsSettingDto: { enabled } }).unwrap();
      void message.success(enabled ? 'Progress e-mails are on.' : 'Progress e-mails are off.');
    } catch {
      void message.error('We could not change your e-mail setting. Please try again.');
    }
  };

  return (
    <Flex gap={12} align="flex-start">
      <Switch
        checked={setting.data.enabled}
        loading={saving || setting.isFetching}
        onChange={(enabled) => void handleChange(enabled)}
        aria-labelledby={labelId}
        aria-describedby={helpId}
        style={{ marginTop: 2, flex: 'none' }}
      />
      <div>
        <Typography.Text id={labelId} strong>
          {PROGRESS_EMAILS_LABEL}
        </Typography.Text>
        <Typography.Paragraph id={helpId} type="secondary" style={{ margin: 0 }}>
          One e-mail for the changes made within a few minutes of each other, with a link to this
          page.
        </Typography.Paragraph>
      </div>
    </Flex>
  );
};
