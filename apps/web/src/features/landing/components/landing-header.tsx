import type { ReactNode } from 'react';
import { Flex, Grid, Menu } from 'antd';
import { LoginOutlined, PictureOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LandingSection } from '@cmis/shared';
import { BrandMark } from '@/components/brand-mark';
import { BADGE_GOLD, POLICE_BLUE, POLICE_NAVY } from '@/lib/brand';

interface LandingHeaderProps {
  section: LandingSection;
  onSection: (section: LandingSection) => void;
  onLogin: () => void;
  languageSwitch: ReactNode;
}

/** A government strip, then the CMIS brand with the page's menu: Media, Coverage, Login. */
export function LandingHeader({ section, onSection, onLogin, languageSwitch }: LandingHeaderProps) {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;

  return (
    <header>
      <Flex
        align="center"
        justify="space-between"
        gap={12}
        style={{
          background: '#0a2144',
          color: 'rgba(255,255,255,0.85)',
          fontSize: 13,
          padding: '6px clamp(12px, 4vw, 48px)',
        }}
      >
        <span>
          {t('Government of Maharashtra')} · {t('Maharashtra Police')}
        </span>
        {languageSwitch}
      </Flex>
      <Flex
        align="center"
        justify="space-between"
        gap={16}
        wrap
        style={{
          background: '#fff',
          borderBottom: `3px solid ${BADGE_GOLD}`,
          padding: '10px clamp(12px, 4vw, 48px)',
          boxShadow: '0 2px 10px rgba(13,42,82,0.08)',
        }}
      >
        <Flex align="center" gap={14}>
          <div
            style={{
              display: 'grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: 12,
              background: `linear-gradient(150deg, ${POLICE_NAVY}, ${POLICE_BLUE})`,
            }}
          >
            <BrandMark size={44} />
          </div>
          <div style={{ lineHeight: 1.25 }}>
            <div style={{ color: POLICE_NAVY, fontWeight: 700, fontSize: 24, letterSpacing: 2 }}>
              CMIS
            </div>
            {!compact && (
              <div style={{ color: POLICE_NAVY, fontWeight: 600, fontSize: 15 }}>
                {t('Criminal Monitoring Intelligent System')}
              </div>
            )}
            <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>{t('Maharashtra Police')}</div>
          </div>
        </Flex>
        <Menu
          mode="horizontal"
          selectedKeys={[section]}
          aria-label={t('Main menu')}
          style={{ flex: 1, minWidth: 300, justifyContent: 'flex-end', borderBottom: 0 }}
          items={[
            {
              key: 'media',
              icon: <PictureOutlined />,
              label: t('Media'),
              onClick: () => onSection('media'),
            },
            {
              key: 'coverage',
              icon: <ReadOutlined />,
              label: t('Coverage'),
              onClick: () => onSection('coverage'),
            },
            {
              key: 'login',
              icon: <LoginOutlined />,
              label: t('Login'),
              onClick: onLogin,
              style: { color: POLICE_BLUE, fontWeight: 600 },
            },
          ]}
          data-testid="landing-menu"
        />
      </Flex>
    </header>
  );
}
