import { Flex, Grid, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { POLICE_NAVY } from '@/lib/brand';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        borderBottom: '1px solid #e3e8f0',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Typography.Text
        strong
        ellipsis
        style={{ flex: 1, minWidth: 0, fontSize: 16, color: POLICE_NAVY }}
      >
        {compact ? 'CMIS' : t('Criminal Monitoring Intelligent System')}
      </Typography.Text>
      <Flex align="center" gap={compact ? 8 : 16}>
        <LanguageSwitch size="small" />
        <UserMenu compact={compact} />
      </Flex>
    </Layout.Header>
  );
}
