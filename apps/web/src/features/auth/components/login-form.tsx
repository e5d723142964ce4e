import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELAYS, LIMITS, MESSAGES, type Language } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { AltchaField, type AltchaFieldHandle } from './altcha-field';
import { forgetLogin, readRememberedLogin, rememberLogin } from '../remembered-login';

interface LoginFormValues {
  userid?: string;
  phone?: string;
  password?: string;
  remember?: boolean;
}

type FieldName = 'userid' | 'phone' | 'password' | 'captcha';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly FieldName[] = ['userid', 'phone', 'password', 'captcha'];

/**
 * zod and the login schema are fetched once the officer starts typing or submits (issue 8 §3),
 * so the login page shows its form without them.
 */
const loadLoginSchema = () => import('../login-schema').then((module) => module.loginSchema);

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

interface LoginFormProps {
  /** A language picked on the login page, kept after sign-in. */
  chosenLanguage?: Language;
  onSignedIn: () => void;
}

/** Spec 1 §2 Login screen and §5: user id, mobile number, password, remember me, captcha. */
export function LoginForm({ chosenLanguage, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const altchaRef = useRef<AltchaFieldHandle>(null);
  const [captcha, setCaptcha] = useState('');
  // Message keys, translated at render so a language switch re-translates them.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [remembered] = useState(readRememberedLogin);

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

  const clearErrors = (names: readonly FieldName[]) => {
    if (names.length === 0) return;
    setFieldErrors((current) => {
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  };

  const onCaptcha = (payload: string) => {
    setCaptcha(payload);
    if (payload) clearErrors(['captcha']);
  };

  const submit = async (values: LoginFormValues) => {
    setFailure(null);
    const loginSchema = await loadLoginSchema().catch(() => null);
    if (!loginSchema) {
      setFailure(MESSAGES.internal);
      return;
    }
    const parsed = loginSchema.safeParse({
      userid: values.userid ?? '',
      phone: values.phone ?? '',
      password: values.password ?? '',
      captcha,
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        if (isFieldName(name)) errors[name] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});

    try {
      const user = await login.mutateAsync(parsed.data);
      if (values.remember) rememberLogin({ userid: parsed.data.userid, phone: parsed.data.phone });
      else forgetLogin();
      setSignedIn(true);
      onSignedIn();
      void message.success(t('Signed in successfully.'));
      session.signedIn(user, chosenLanguage);
    } catch (error) {
      altchaRef.current?.reset();
      if (!(error instanceof ApiError)) {
        setFailure(MESSAGES.internal);
        return;
      }
      const errors: FieldErrors = {};
      for (const [name, text] of Object.entries(error.fields)) {
        if (isFieldName(name)) errors[name] = text;
      }
      setFieldErrors(errors);
      if (Object.keys(errors).length === 0) setFailure(error.message);
    }
  };

  const errorProps = (name: FieldName) =>
    fieldErrors[name]
      ? { validateStatus: 'error' as const, help: t(fieldErrors[name]) }
      : { validateStatus: undefined, help: undefined };

  return (
    <Form<LoginFormValues>
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      // The captcha checkbox is `required` in its own markup; our schema reports it instead.
      noValidate
      initialValues={{
        userid: remembered?.userid ?? '',
        phone: remembered?.phone ?? '',
        password: '',
        remember: remembered !== null,
      }}
      onValuesChange={(changed: LoginFormValues) => {
        // Fetched while the officer types, so the sign-in does not wait for it.
        loadLoginSchema().catch(() => undefined);
        clearErrors(Object.keys(changed).filter(isFieldName));
      }}
      onFinish={(values) => void submit(values)}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          message={t(failure)}
          style={{ marginBottom: 16 }}
          data-testid="login-failure"
        />
      )}
      <Form.Item name="userid" label={t('User Id')} {...errorProps('userid')}>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={50}
        />
      </Form.Item>
      <Form.Item name="phone" label={t('Mobile Number')} {...errorProps('phone')}>
        <Input
          prefix={<MobileOutlined />}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={LIMITS.mobileDigits}
        />
      </Form.Item>
      <Form.Item name="password" label={t('Password')} {...errorProps('password')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>{t('Remember me')}</Checkbox>
      </Form.Item>
      <Form.Item label={t('Security check')} {...errorProps('captcha')}>
        <AltchaField ref={altchaRef} onChange={onCaptcha} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={login.isPending || signedIn}
        data-testid="sign-in"
      >
        {t('Sign In')}
      </Button>
    </Form>
  );
}
