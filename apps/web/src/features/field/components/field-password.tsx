import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, fieldPasswordSchema, type FieldPasswordInput } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { changeFieldPassword } from '../api/field-auth';
import { zodFieldErrors } from './zod-errors';

/** A one-time password (from approval or reset) is replaced before anything else. */
export function FieldPassword({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FieldPasswordInput>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: FieldPasswordInput) => {
    const parsed = fieldPasswordSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(zodFieldErrors<keyof FieldPasswordInput>(parsed.error, t));
      return;
    }
    setBusy(true);
    try {
      await changeFieldPassword(parsed.data);
      void message.success(t(FIELD_MESSAGES.passwordChanged));
      onChanged();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        form.setFields(
          Object.entries(e.fields).map(([name, m]) => ({
            name: name as keyof FieldPasswordInput,
            errors: [t(m)],
          })),
        );
      } else {
        void message.error(e instanceof ApiError ? t(e.message) : String(e));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ margin: 16 }}>
      <Typography.Title level={4}>{t('Change password')}</Typography.Title>
      <Alert
        type="info"
        showIcon
        message={t(FIELD_MESSAGES.mustChangePassword)}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('Old password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('New password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('Confirm password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Save')}
        </Button>
      </Form>
    </Card>
  );
}
