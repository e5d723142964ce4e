import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLoginSchema, MESSAGES, type FieldLoginInput, type FieldMe } from '@cmis/shared';
import { AltchaField, type AltchaFieldHandle } from '@/components/altcha-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFromIssues, useFieldErrors } from '@/lib/form-field-errors';
import { fieldLogin } from '../api/field-auth';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

/**
 * Issue 5 §7: an approved app user signs in with the phone number and password. When the
 * phone has failed from many devices the server asks for the security check as well
 * (decision 0040); it then shows here and its answer goes with the next try.
 */
export function FieldLogin({ onSignedIn }: { onSignedIn: (me: FieldMe) => void }) {
  const { t } = useTranslation();
  const { itemProps, clear, setErrors } = useFieldErrors<'phone' | 'password'>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const altchaRef = useRef<AltchaFieldHandle>(null);

  const submit = async (values: FieldLoginInput) => {
    setError(null);
    const parsed = fieldLoginSchema.safeParse({ ...values, ...(captcha ? { captcha } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, ['phone', 'password']));
      return;
    }
    if (captchaAsked && !captcha) {
      setError(MESSAGES.captchaRequired);
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await fieldLogin(parsed.data));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      if (e instanceof ApiError && e.fields.captcha) setCaptchaAsked(true);
      // A solved check is accepted once: every failed try needs a fresh one.
      altchaRef.current?.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ margin: 16 }}>
      <Typography.Title level={4}>{t('Field app login')}</Typography.Title>
      {error && <Alert type="error" showIcon message={t(error)} style={{ marginBottom: 16 }} />}
      <FormWithErrors<FieldLoginInput>
        itemProps={itemProps}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<FieldLoginInput>) => clear(Object.keys(changed))}
        requiredMark={false}
      >
        <FieldItem name="phone" label={t('Mobile Number')}>
          <Input
            inputMode="numeric"
            maxLength={10}
            autoComplete="username"
            data-testid="field-phone"
          />
        </FieldItem>
        <FieldItem name="password" label={t('Password')}>
          <Input.Password autoComplete="current-password" data-testid="field-password" />
        </FieldItem>
        {captchaAsked && (
          <Form.Item label={t('Security check')} data-testid="field-captcha">
            <AltchaField ref={altchaRef} onChange={setCaptcha} />
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={busy}
          data-testid="field-login"
        >
          {t('Login')}
        </Button>
      </FormWithErrors>
    </Card>
  );
}
