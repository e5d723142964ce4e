import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  MobileOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELAYS, LIMITS, MESSAGES, type Language } from '@cmis/shared';
import { PlainAlert } from '@/components/plain-alert';
import { PlainButton } from '@/components/plain-button';
import { showToast } from '@/components/plain-toast';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  useFieldErrors,
} from '@/lib/form-field-errors';
import { useSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { AltchaField, type AltchaFieldHandle } from '@/components/altcha-field';
import { forgetLogin, readRememberedLogin, rememberLogin } from '../remembered-login';
import '../login.css';

interface LoginFormValues {
  userid: string;
  phone: string;
  password: string;
  remember: boolean;
}

type FieldName = 'userid' | 'phone' | 'password' | 'captcha';

const FIELD_NAMES: readonly FieldName[] = ['userid', 'phone', 'password', 'captcha'];

/**
 * zod and the login schema are fetched once the officer starts typing or submits (issue 8 §3),
 * so the login page shows its form without them.
 */
const loadLoginSchema = () => import('../login-schema').then((module) => module.loginSchema);

function initialValues(): LoginFormValues {
  const remembered = readRememberedLogin();
  return {
    userid: remembered?.userid ?? '',
    phone: remembered?.phone ?? '',
    password: '',
    remember: remembered !== null,
  };
}

interface FieldProps {
  /** The control's id (`login_<name>`, the ids antd's Form gave, which the e2e tests use). */
  htmlFor?: string;
  label: string;
  /** The translated message under the control, if any. */
  error?: string;
  children: ReactNode;
}

/** antd's vertical Form.Item: label, control, and the message under it. */
function Field({ htmlFor, label, error, children }: FieldProps) {
  const helpId = useId();
  return (
    <div className={error ? 'cmis-field cmis-field-with-help' : 'cmis-field'}>
      {htmlFor ? (
        <label className="cmis-field-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <div className="cmis-field-label">{label}</div>
      )}
      <div aria-describedby={error ? helpId : undefined}>{children}</div>
      {error && (
        <div id={helpId} className="cmis-field-help" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

interface LoginFormProps {
  /** A language picked on the login page, kept after sign-in. */
  chosenLanguage?: Language;
  onSignedIn: () => void;
}

/**
 * Spec 1 §2 Login screen and §5: user id, mobile number, password, remember me, captcha. Plain
 * controls drawn like antd's, so the login page needs no antd (decision 0034); the messages
 * come from the shared zod schema and the server, as before.
 */
export function LoginForm({ chosenLanguage, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const altchaRef = useRef<AltchaFieldHandle>(null);
  const [values, setValues] = useState(initialValues);
  const [passwordShown, setPasswordShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const { errors: fieldErrors, setErrors, reset, clear } = useFieldErrors<FieldName>();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!failure) return;
    const timer = window.setTimeout(() => setFailure(null), DELAYS.loginErrorMs);
    return () => window.clearTimeout(timer);
  }, [failure]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      DELAYS.afterLoginRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  const change = <K extends keyof LoginFormValues>(name: K, value: LoginFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Fetched while the officer types, so the sign-in does not wait for it.
    loadLoginSchema().catch(() => undefined);
    clear([name]);
  };

  const onCaptcha = (payload: string) => {
    setCaptcha(payload);
    if (payload) clear(['captcha']);
  };

  const submit = async () => {
    setFailure(null);
    const loginSchema = await loadLoginSchema().catch(() => null);
    if (!loginSchema) {
      setFailure(MESSAGES.internal);
      return;
    }
    const parsed = loginSchema.safeParse({
      userid: values.userid,
      phone: values.phone,
      password: values.password,
      captcha,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, FIELD_NAMES));
      return;
    }
    reset();

    try {
      const user = await login.mutateAsync(parsed.data);
      if (values.remember) rememberLogin({ userid: parsed.data.userid, phone: parsed.data.phone });
      else forgetLogin();
      setSignedIn(true);
      onSignedIn();
      showToast('success', t('Signed in successfully.'));
      session.signedIn(user, chosenLanguage);
    } catch (error) {
      altchaRef.current?.reset();
      // A wrong password or a lockout is the form's own answer, shown above it, not a toast.
      const failed = fieldErrorsFromServer(error, FIELD_NAMES);
      setErrors(failed.fields);
      setFailure(failed.message);
    }
  };

  const errorOf = (name: FieldName) => (fieldErrors[name] ? t(fieldErrors[name]) : undefined);

  return (
    <form
      name="login"
      // The captcha checkbox is `required` in its own markup; our schema reports it instead.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && <PlainAlert type="error" message={t(failure)} data-testid="login-failure" />}
      <Field htmlFor="login_userid" label={t('User Id')} error={errorOf('userid')}>
        <span className="cmis-input">
          <span className="cmis-input-prefix">
            <UserOutlined />
          </span>
          <input
            id="login_userid"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={50}
            value={values.userid}
            aria-invalid={Boolean(fieldErrors.userid)}
            onChange={(event) => change('userid', event.target.value)}
          />
        </span>
      </Field>
      <Field htmlFor="login_phone" label={t('Mobile Number')} error={errorOf('phone')}>
        <span className="cmis-input">
          <span className="cmis-input-prefix">
            <MobileOutlined />
          </span>
          <input
            id="login_phone"
            autoComplete="tel"
            inputMode="numeric"
            maxLength={LIMITS.mobileDigits}
            value={values.phone}
            aria-invalid={Boolean(fieldErrors.phone)}
            onChange={(event) => change('phone', event.target.value)}
          />
        </span>
      </Field>
      <Field htmlFor="login_password" label={t('Password')} error={errorOf('password')}>
        <span className="cmis-input">
          <span className="cmis-input-prefix">
            <LockOutlined />
          </span>
          <input
            id="login_password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            aria-invalid={Boolean(fieldErrors.password)}
            onChange={(event) => change('password', event.target.value)}
          />
          {/* As antd's Input.Password: the eye is clicked, not a stop of the Tab key. */}
          <button
            type="button"
            className="cmis-input-suffix"
            tabIndex={-1}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        </span>
      </Field>
      <div className="cmis-field cmis-field-check">
        <label className="cmis-checkbox">
          <input
            id="login_remember"
            type="checkbox"
            checked={values.remember}
            onChange={(event) => change('remember', event.target.checked)}
          />
          <span>{t('Remember me')}</span>
        </label>
      </div>
      <Field label={t('Security check')} error={errorOf('captcha')}>
        <AltchaField ref={altchaRef} onChange={onCaptcha} />
      </Field>
      <PlainButton
        type="submit"
        size="large"
        block
        loading={login.isPending || signedIn}
        data-testid="sign-in"
      >
        {t('Sign In')}
      </PlainButton>
    </form>
  );
}
