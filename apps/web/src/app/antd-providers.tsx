// Before antd renders anything: antd 5's static methods (message, Modal.confirm) on React 19.
import '@ant-design/v5-patch-for-react-19';
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { ANTD_LOCALES } from '@/i18n/antd-locale';
import { useLanguage } from '@/i18n/use-language';
import { theme } from './theme';

/**
 * antd's theme, locale and App context, around every page but the login page. A chunk of its
 * own, loaded with the first page that needs it, so /login fetches no antd (decision 0034).
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
