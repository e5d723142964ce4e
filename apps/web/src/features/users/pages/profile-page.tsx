import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELAYS, PROFILE_MESSAGES, profileUpdateSchema } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useCurrentUser, useSession } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useUpdateProfile } from '../api/update-profile';
import { PasswordFields } from '../components/password-fields';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface ProfileFormValues {
  name?: string;
  userid?: string;
  changePassword?: boolean;
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

const FIELDS = ['name', 'userid', 'currentPassword', 'password', 'confirmPassword'] as const;

/** The session entry of the auth feature; asked again so the header shows the new name. */
const SESSION_QUERY_KEY = ['auth', 'me'];

/**
 * Spec 1 §2 Profile, §4, §5: name and user id can change, the phone is shown but fixed, and
 * a new password, given with the current one (issue 17 §2), logs the officer off 2 seconds
 * after it is saved.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const { signOut } = useSession();
  const [form] = Form.useForm<ProfileFormValues>();
  const updateProfile = useUpdateProfile();
  const changePassword = Form.useWatch('changePassword', form) === true;
  const [loggingOff, setLoggingOff] = useState(false);

  // The server has already ended every session; the page follows after the spec's delay.
  useEffect(() => {
    if (!loggingOff) return;
    const timer = window.setTimeout(() => void signOut(), DELAYS.logoutAfterPasswordChangeMs);
    return () => window.clearTimeout(timer);
  }, [loggingOff, signOut]);

  const errors = useFormSubmit({
    schema: profileUpdateSchema,
    fields: FIELDS,
    save: updateProfile.mutateAsync,
    success: PROFILE_MESSAGES.updated,
    onDone: (result) => {
      if (result.loggedOff) {
        void message.warning(t(PROFILE_MESSAGES.loggingOff));
        setLoggingOff(true);
        return;
      }
      form.setFieldsValue({
        changePassword: false,
        currentPassword: '',
        password: '',
        confirmPassword: '',
      });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });

  return (
    <>
      <PageHeader title={t('Profile')} subtitle={`${user.userid} · ${labels.role}`} />
      <Card style={{ maxWidth: 720 }}>
        {loggingOff && (
          <Alert
            type="warning"
            showIcon
            message={t(PROFILE_MESSAGES.loggingOff)}
            style={{ marginBottom: 16 }}
            data-testid="logging-off"
          />
        )}
        <FormWithErrors<ProfileFormValues>
          itemProps={errors.itemProps}
          form={form}
          name="profile"
          layout="vertical"
          noValidate
          disabled={loggingOff}
          initialValues={{ name: user.name, userid: user.userid, changePassword: false }}
          onValuesChange={(changed: ProfileFormValues) => errors.clear(Object.keys(changed))}
          onFinish={(values) => void errors.submit(values)}
        >
          <FieldItem name="name" label={t('Name')} required>
            <Input prefix={<UserOutlined />} maxLength={100} />
          </FieldItem>
          <FieldItem name="userid" label={t('User Id')} required>
            <Input
              autoCapitalize="none"
              autoComplete="username"
              spellCheck={false}
              maxLength={50}
            />
          </FieldItem>
          <Form.Item
            label={t('Mobile Number')}
            htmlFor="profile-phone"
            required
            extra={t('The registered mobile number cannot be changed here.')}
          >
            <Input
              aria-label={t('Mobile Number')}
              prefix={<MobileOutlined />}
              value={user.phone}
              disabled
              id="profile-phone"
              data-testid="profile-phone"
            />
          </Form.Item>
          <Form.Item name="changePassword" label={t('Change password?')}>
            <RadioGroup
              options={[
                { value: true, label: t('Yes') },
                { value: false, label: t('No') },
              ]}
            />
          </Form.Item>
          {changePassword && (
            <>
              <Alert
                type="info"
                showIcon
                message={t('After a password change you are logged off and must sign in again.')}
                style={{ marginBottom: 16 }}
              />
              {/* Issue 17 §2: an unlocked PC is not enough to take the account over. */}
              <FieldItem name="currentPassword" label={t('Current password')} required>
                <Input.Password
                  prefix={<LockOutlined />}
                  autoComplete="current-password"
                  maxLength={128}
                />
              </FieldItem>
              <PasswordFields />
            </>
          )}
          <Flex justify="flex-end">
            <Button
              type="primary"
              htmlType="submit"
              loading={updateProfile.isPending || loggingOff}
              data-testid="profile-submit"
            >
              {t('Update')}
            </Button>
          </Flex>
        </FormWithErrors>
      </Card>
    </>
  );
}
