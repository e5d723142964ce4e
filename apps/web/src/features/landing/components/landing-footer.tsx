import { Button, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeKey } from './landing-notices';

/** Spec 3 §2.16: Disclaimer, Privacy Policy and Contact Us; the text says 2021-2024. */
export function LandingFooter({ onNotice }: { onNotice: (notice: NoticeKey) => void }) {
  const { t } = useTranslation();
  const link = (notice: NoticeKey, label: string) => (
    <Button
      type="link"
      onClick={() => onNotice(notice)}
      style={{ color: '#fff', paddingInline: 8 }}
      data-testid={`landing-${notice}`}
    >
      {label}
    </Button>
  );
  return (
    <footer
      style={{
        background: '#0a2144',
        color: 'rgba(255,255,255,0.75)',
        padding: '20px clamp(12px, 4vw, 48px)',
        fontSize: 13,
      }}
    >
      <Flex vertical align="center" gap={8}>
        <Space wrap align="center" size={0} split={<span aria-hidden="true">|</span>}>
          {link('disclaimer', t('Disclaimer'))}
          {link('privacy', t('Privacy Policy'))}
          {link('contact', t('Contact Us'))}
        </Space>
        <div>{t('Copyright © 2021-2024 Maharashtra Police. All rights reserved.')}</div>
        <div>{t('Designed and developed by the CMIS development team')}</div>
      </Flex>
    </footer>
  );
}
