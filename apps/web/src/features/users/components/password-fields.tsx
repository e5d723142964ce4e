import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Row, Typography } from 'antd';
import { LockOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { generatePassword, LIMITS } from '@cmis/shared';
import { FieldItem } from '@/components/form-kit/field-item';

interface PasswordFieldsProps {
  /** Offer a policy-valid generated password (the user drawer; not one's own profile). */
  canGenerate?: boolean;
  /** Called after a generated password fills both fields, so their old errors can go. */
  onGenerated?: () => void;
}

/**
 * New password and its confirmation (spec 1 §5). A generated password fills both fields and
 * is shown once in plain text to copy and hand over; typing over it hides it again.
 */
export function PasswordFields({ canGenerate = false, onGenerated }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password = Form.useWatch<string | undefined>('password', form);
  const [generated, setGenerated] = useState<string | null>(null);

  const generate = () => {
    const value = generatePassword();
    form.setFieldsValue({ password: value, confirmPassword: value });
    setGenerated(value);
    onGenerated?.();
  };

  return (
    <>
      <Row gutter={16}>
        <FieldItem col={{ xs: 24, sm: 12 }} name="password" label={t('Password')} required>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
          />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, sm: 12 }}
          name="confirmPassword"
          label={t('Confirm Password')}
          required
          dependencies={['password']}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
          />
        </FieldItem>
      </Row>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 24 }}>
        {canGenerate && (
          <Button icon={<SyncOutlined />} onClick={generate} data-testid="generate-password">
            {t('Generate password')}
          </Button>
        )}
        <Typography.Text type="secondary">
          {t(
            '8 to 15 characters with a letter, an uppercase letter, a digit and one of ! # $ % & ?',
          )}
        </Typography.Text>
      </Flex>
      {generated !== null && generated === password && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          message={
            <span>
              {t('Generated password')}:{' '}
              <Typography.Text
                code
                copyable={{ tooltips: [t('Copy'), t('Copied')] }}
                style={{ fontSize: 16 }}
                data-testid="generated-password"
              >
                {generated}
              </Typography.Text>
            </span>
          }
          description={t('Note it down and give it to the user; it is not shown again.')}
        />
      )}
    </>
  );
}
