import { useEffect, useState } from 'react';
import { Alert, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Language } from '@cmis/shared';
import { CreditLine } from '@/components/credit-line';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from '../components/language-switch';
import { LoginForm } from '../components/login-form';
import { LoginHero } from '../components/login-hero';

export default function LoginPage() {
  const { t } = useTranslation();
  const { user, notice } = useSession();
  const [chosenLanguage, setChosenLanguage] = useState<Language>();
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    document.title = `${t('Sign in')} · CMIS`;
  }, [t]);

  return (
    <Row style={{ minHeight: '100vh' }}>
      {/* On a phone the form comes first and the goals follow it. */}
      <Col
        xs={{ span: 24, order: 2 }}
        lg={{ span: 13, order: 1 }}
        className="cmis-login-hero"
        style={{ display: 'flex' }}
      >
        <LoginHero />
      </Col>
      <Col
        xs={{ span: 24, order: 1 }}
        lg={{ span: 11, order: 2 }}
        style={{ display: 'flex', flexDirection: 'column', background: '#f0f3f8' }}
      >
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '20px 24px 0' }}>
          <LanguageSwitch onChosen={setChosenLanguage} />
        </div>
        <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: '24px 16px 8px' }}>
          {/* A styled section, not antd's Card and Typography, whose tabs, menus and tooltips
              the login page would otherwise fetch (issue 8 §3: login JavaScript < 250 KB). */}
          <section className="cmis-login-card">
            <h3 className="cmis-heading" style={{ fontSize: 24, marginTop: 0, marginBottom: 4 }}>
              {t('Sign in')}
            </h3>
            <p className="cmis-secondary" style={{ marginTop: 0, marginBottom: 24 }}>
              {t('Use your user id and registered mobile number.')}
            </p>
            {!signingIn && notice === 'expired' && (
              <Alert
                type="warning"
                showIcon
                message={t(MESSAGES.sessionExpired)}
                style={{ marginBottom: 16 }}
                data-testid="session-notice"
              />
            )}
            {!signingIn && user && (
              <Alert
                type="info"
                showIcon
                message={t('You are signed in as {{name}}.', { name: user.name })}
                description={<Link to="/">{t('Go to the dashboard')}</Link>}
                style={{ marginBottom: 16 }}
              />
            )}
            <LoginForm chosenLanguage={chosenLanguage} onSignedIn={() => setSigningIn(true)} />
          </section>
        </main>
        <footer style={{ textAlign: 'center', padding: '16px 24px 20px' }}>
          <CreditLine fontSize={12} />
        </footer>
      </Col>
    </Row>
  );
}
