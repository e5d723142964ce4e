import { useEffect, useState, type ReactNode } from 'react';
import { Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LandingSection } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { POLICE_NAVY } from '@/lib/brand';
import { useLanding } from '../api/get-landing';
import { LandingAbout } from '../components/landing-about';
import { LandingCarousel } from '../components/landing-carousel';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { NoticeModal, type NoticeKey } from '../components/landing-notices';
import { useSectionName } from '../components/section-name';

export interface LandingPageProps {
  /** The language switch of the auth feature, handed in by the app (features stay apart). */
  languageSwitch: ReactNode;
  /** The sign-in form of the auth feature, shown in the Login modal. */
  loginForm: ReactNode;
}

/**
 * Spec 3 §1, §2.16: the public page a visitor without a session sees at /. Coverage is the
 * default carousel; Login opens the sign-in form in a modal.
 */
export default function LandingPage({ languageSwitch, loginForm }: LandingPageProps) {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  const landing = useLanding();
  const [section, setSection] = useState<LandingSection>('coverage');
  const [loginOpen, setLoginOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeKey>('disclaimer');
  const [noticeOpen, setNoticeOpen] = useState(false);

  useEffect(() => {
    document.title = `CMIS · ${t('Maharashtra Police')}`;
  }, [t]);

  const openLogin = () => setLoginOpen(true);

  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f0f3f8' }}>
      <LandingHeader
        section={section}
        onSection={setSection}
        onLogin={openLogin}
        languageSwitch={languageSwitch}
      />
      <main style={{ flex: 1 }}>
        <section
          style={{ maxWidth: 1200, margin: '0 auto', padding: '28px clamp(12px, 4vw, 48px) 0' }}
          aria-labelledby="landing-section-title"
        >
          <Typography.Title
            id="landing-section-title"
            level={2}
            style={{ color: POLICE_NAVY, marginTop: 0 }}
          >
            {sectionName(section)}
          </Typography.Title>
          {landing.isError ? (
            <LoadFailure error={landing.error} onRetry={() => void landing.refetch()} />
          ) : (
            <div
              style={{
                borderRadius: 12,
                overflow: 'hidden',
                boxShadow: '0 10px 30px rgba(13,42,82,0.15)',
              }}
              data-testid={`landing-carousel-${section}`}
            >
              {/* A new carousel per section, so it starts at its first picture. */}
              <LandingCarousel
                key={section}
                images={landing.data?.[section] ?? []}
                loading={landing.isPending}
              />
            </div>
          )}
        </section>
        <LandingAbout onLogin={openLogin} />
      </main>
      <LandingFooter
        onNotice={(key) => {
          setNotice(key);
          setNoticeOpen(true);
        }}
      />
      <Modal
        open={loginOpen}
        title={t('Sign in')}
        onCancel={() => setLoginOpen(false)}
        footer={null}
        width={460}
        // A fresh form and captcha every time it opens.
        destroyOnHidden
        data-testid="login-modal"
      >
        <Typography.Paragraph type="secondary">
          {t('Use your user id and registered mobile number.')}
        </Typography.Paragraph>
        {loginForm}
      </Modal>
      <NoticeModal notice={notice} open={noticeOpen} onClose={() => setNoticeOpen(false)} />
    </Flex>
  );
}
