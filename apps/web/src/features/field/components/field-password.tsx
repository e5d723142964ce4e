import { Alert, Button, Card, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, fieldPasswordSchema, type FieldPasswordInput } from '@cmis/shared';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { changeFieldPassword } from '../api/field-auth';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

/** A one-time password (from approval or reset) is replaced before anything else. */
export function FieldPassword({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useMutation({ mutationFn: changeFieldPassword });
  const { itemProps, clear, submit } = useFormSubmit({
    schema: fieldPasswordSchema,
    fields: ['oldPassword', 'password', 'confirmPassword'],
    save: change.mutateAsync,
    success: FIELD_MESSAGES.passwordChanged,
    onDone: onChanged,
    // The field app's own session: no officers' handler would show its end.
    ownUnauthorized: true,
  });

  return (
    <Card style={{ margin: 16 }}>
      <Typography.Title level={4}>{t('Change password')}</Typography.Title>
      <Alert
        type="info"
        showIcon
        message={t(FIELD_MESSAGES.mustChangePassword)}
        style={{ marginBottom: 16 }}
      />
      <FormWithErrors<FieldPasswordInput>
        itemProps={itemProps}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<FieldPasswordInput>) => clear(Object.keys(changed))}
        requiredMark={false}
      >
        <FieldItem name="oldPassword" label={t('Old password')}>
          <Input.Password autoComplete="current-password" />
        </FieldItem>
        <FieldItem name="password" label={t('New password')}>
          <Input.Password autoComplete="new-password" />
        </FieldItem>
        <FieldItem name="confirmPassword" label={t('Confirm password')}>
          <Input.Password autoComplete="new-password" />
        </FieldItem>
        <Button type="primary" htmlType="submit" block loading={change.isPending}>
          {t('Save')}
        </Button>
      </FormWithErrors>
    </Card>
  );
}
