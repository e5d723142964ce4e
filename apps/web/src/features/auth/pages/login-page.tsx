import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type Language } from '@cmis/shared';
import { CreditLine } from '@/components/credit-line';
import { PlainAlert } from '@/components/plain-alert';
import { useSession } from '@/lib/session';
import { LanguageButtons } from '../components/language-buttons';
import { LoginForm } from '../components/login-form';
import { LoginHero } from '../components/login-hero';
import '../login.css';

interface LoginPageProps {
  /** Told when the sign-in succeeded, before the redirect (the app fetches its shell then). */
  onSignedIn?: () => void;
}

export default function LoginPage({ onSignedIn }: LoginPageProps) {
  const { t } = useTranslation();
  const { user, notice } = useSession();
  const [chosenLanguage, setChosenLanguage] = useState<Language>();
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    document.title = `${t('Sign in')} · CMIS`;
  }, [t]);

  return (
    // No antd on this page (decision 0034): its layout, controls and alerts are plain elements
    // drawn like antd's, so /login fetches none of antd.
    <div className="cmis-login-page">
      <div className="cmis-login-hero">
        <LoginHero />
      </div>
      <div className="cmis-login-side">
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '20px 24px 0' }}>
          <LanguageButtons onChosen={setChosenLanguage} />
        </div>
        <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: '24px 16px 8px' }}>
          <section className="cmis-login-card">
            <h3 className="cmis-heading" style={{ fontSize: 24, marginTop: 0, marginBottom: 4 }}>
              {t('Sign in')}
            </h3>
            <p className="cmis-secondary" style={{ marginTop: 0, marginBottom: 24 }}>
              {t('Use your user id and registered mobile number.')}
            </p>
            {!signingIn && notice === 'expired' && (
              <PlainAlert
                type="warning"
                message={t(MESSAGES.sessionExpired)}
                data-testid="session-notice"
              />
            )}
            {!signingIn && user && (
              <PlainAlert
                type="info"
                message={t('You are signed in as {{name}}.', { name: user.name })}
                description={<Link to="/">{t('Go to the dashboard')}</Link>}
              />
            )}
            <LoginForm
              chosenLanguage={chosenLanguage}
              onSignedIn={() => {
                setSigningIn(true);
                onSignedIn?.();
              }}
            />
          </section>
        </main>
        <footer style={{ textAlign: 'center', padding: '16px 24px 20px' }}>
          <CreditLine fontSize={12} />
        </footer>
      </div>
    </div>
  );
}
