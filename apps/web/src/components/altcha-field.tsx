import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
// The "external" build loads its worker from a file and its styles from a stylesheet, so a
// strict Content-Security-Policy (no blob: workers, no injected scripts) keeps working.
import 'altcha/external';
import 'altcha/altcha.css';
import altchaWorkerUrl from 'altcha/worker?worker&url';
import { POLICE_BLUE } from '@/lib/brand';

export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

export interface AltchaFieldHandle {
  /** A payload is single-use on the server, so every failed sign-in needs a fresh one. */
  reset: () => void;
}

interface AltchaFieldProps {
  /** The base64 payload once verified, '' otherwise. */
  onChange: (payload: string) => void;
  ref?: Ref<AltchaFieldHandle>;
}

type AltchaElement = HTMLElement & { reset: (state?: AltchaState) => void };

/** The self-hosted ALTCHA check: the browser solves a small proof of work, no outside call. */
export function AltchaField({ onChange, ref }: AltchaFieldProps) {
  const { t } = useTranslation();
  const widgetRef = useRef<AltchaElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', handle);
    return () => widget.removeEventListener('statechange', handle);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        widgetRef.current?.reset();
        onChangeRef.current('');
      },
    }),
    [],
  );

  const strings = useMemo(
    () =>
      JSON.stringify({
        label: t('I am not a robot'),
        verified: t('Verified'),
        verifying: t('Verifying...'),
        waitAlert: t('Verifying... please wait.'),
        error: t('Verification failed. Please try again.'),
        expired: t('Verification expired. Please try again.'),
        verificationRequired: t('Verification required!'),
        loading: t('Loading...'),
        reload: t('Reload'),
        verify: t('Verify'),
        ariaLinkLabel: 'ALTCHA',
      }),
    [t],
  );

  return (
    <altcha-widget
      ref={widgetRef}
      challengeurl={CAPTCHA_CHALLENGE_URL}
      credentials="same-origin"
      workerurl={altchaWorkerUrl}
      strings={strings}
      hidefooter
      hidelogo
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '6px',
        '--altcha-color-border': '#d9d9d9',
        '--altcha-color-border-focus': POLICE_BLUE,
      }}
    />
  );
}
