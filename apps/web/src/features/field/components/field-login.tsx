import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLoginSchema, type FieldLoginInput, type FieldMe } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { fieldLogin } from '../api/field-auth';
import { zodFieldErrors } from './zod-errors';

/** Issue 5 §7: an approved app user signs in with the phone number and password. */
export function FieldLogin({ onSignedIn }: { onSignedIn: (me: FieldMe) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FieldLoginInput>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: FieldLoginInput) => {
    setError(null);
    const parsed = fieldLoginSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(zodFieldErrors<keyof FieldLoginInput>(parsed.error, t));
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await fieldLogin(parsed.data));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ margin: 16 }}>
      <Typography.Title level={4}>{t('Field app login')}</Typography.Title>
      {error && <Alert type="error" showIcon message={t(error)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="phone" label={t('Mobile Number')}>
          <Input
            inputMode="numeric"
            maxLength={10}
            autoComplete="username"
            data-testid="field-phone"
          />
        </Form.Item>
        <Form.Item name="password" label={t('Password')}>
          <Input.Password autoComplete="current-password" data-testid="field-password" />
        </Form.Item>
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
      </Form>
    </Card>
  );
}
