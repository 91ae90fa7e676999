import { App as AntdApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/app/store';
import { antdTheme, cssVariables } from '@/shared/theme';

type AppProvidersProps = { store: AppStore; children: ReactNode };

/** en-GB, with the spec's wording for empty tables and lists ('No Data'). */
const locale: Locale = { ...enGB, Empty: { description: 'No Data' } };

/** Redux store, antd theme and locale, and antd's App (for the message/modal/notification hooks). */
export const AppProviders = ({ store, children }: AppProvidersProps) => (
  <Provider store={store}>
    <ConfigProvider theme={antdTheme} locale={locale}>
      <AntdApp style={cssVariables}>{children}</AntdApp>
    </ConfigProvider>
  </Provider>
);
