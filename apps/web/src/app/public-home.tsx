import { useState } from 'react';
import type { Language } from '@cmis/shared';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { LoginForm } from '@/features/auth/components/login-form';
import LandingPage from '@/features/landing/pages/landing-page';

/**
 * The public landing page with the auth feature's language switch and sign-in form. Features
 * do not import each other, so the app puts them together here, as the layout's header does.
 */
export default function PublicHome() {
  // A language picked before signing in is kept afterwards, as on the login page.
  const [chosenLanguage, setChosenLanguage] = useState<Language>();
  return (
    <LandingPage
      languageSwitch={<LanguageSwitch size="small" onChosen={setChosenLanguage} />}
      // Once signed in, the session makes / the dashboard, which replaces this page.
      loginForm={<LoginForm chosenLanguage={chosenLanguage} onSignedIn={() => undefined} />}
    />
  );
}
