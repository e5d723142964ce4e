import { Flex, Form, Input, Typography } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { FormDrawer } from '@/components/form-drawer';
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  USER_MESSAGES,
  userCreateSchema,
  userUpdateSchema,
  type Role,
  type UserCreateInput,
  type UserListItem,
  type UserUpdateInput,
} from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useLocalName } from '@/lib/names';
import { useAssignable } from '../api/get-assignable';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { PasswordFields } from './password-fields';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface UserFormValues {
  name?: string;
  userid?: string;
  phone?: string;
  cityId?: number;
  stationId?: number;
  changePassword?: boolean;
  password?: string;
  confirmPassword?: string;
}

const FIELDS = [
  'name',
  'userid',
  'phone',
  'cityId',
  'stationId',
  'password',
  'confirmPassword',
] as const;

interface UserDrawerProps {
  open: boolean;
  /** The creator's role: 8 adds unit admins for units, 4 adds users for its stations. */
  creatorRole: Role;
  /** The user being updated, or null to add one. */
  editing: UserListItem | null;
  onClose: () => void;
}

/**
 * Spec 1 §2 User management: the right-hand drawer that adds or updates a user. The page
 * mounts a new one for each opening, so nothing typed (or generated) outlives a close.
 */
export function UserDrawer({ open, creatorRole, editing, onClose }: UserDrawerProps) {
  const { t } = useTranslation();
  const name = useLocalName();
  const [form] = Form.useForm<UserFormValues>();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const forUnits = creatorRole === '8';
  const placeField = forUnits ? 'cityId' : 'stationId';
  const assignable = useAssignable(open && editing === null);
  const changePassword = Form.useWatch('changePassword', form) === true;
  const saving = createUser.isPending || updateUser.isPending;

  // The password choice only exists in update mode; the create schema drops it.
  const errors = useFormSubmit({
    schema: editing ? userUpdateSchema : userCreateSchema,
    fields: FIELDS,
    save: (input) =>
      editing
        ? updateUser.mutateAsync({ id: editing.id, input: input as UserUpdateInput })
        : createUser.mutateAsync(input as UserCreateInput),
    success: editing ? USER_MESSAGES.updated : USER_MESSAGES.saved,
    onDone: onClose,
    // The schema leaves the place optional (the server knows which one the role needs).
    check: (input) =>
      editing || (input as UserFormValues)[placeField] !== undefined
        ? {}
        : { [placeField]: forUnits ? USER_MESSAGES.unitRequired : USER_MESSAGES.stationRequired },
  });

  const title = editing
    ? t('Update User')
    : forUnits
      ? t('Add Unit Admin')
      : t('Add Police Station User');

  return (
    <FormDrawer
      title={title}
      open={open}
      saving={saving}
      onClose={onClose}
      onSave={() => form.submit()}
      saveLabel={editing ? t('Update') : t('Save')}
      saveTestId="user-drawer-submit"
    >
      <FormWithErrors<UserFormValues>
        itemProps={errors.itemProps}
        form={form}
        name="user-drawer"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? {
                name: editing.name,
                userid: editing.userid,
                phone: editing.phone,
                changePassword: false,
              }
            : { changePassword: false }
        }
        onValuesChange={(changed: UserFormValues) => errors.clear(Object.keys(changed))}
        onFinish={(values) => void errors.submit(values)}
      >
        <FieldItem name="name" label={t('Name')} required>
          <Input prefix={<UserOutlined />} maxLength={100} />
        </FieldItem>
        <FieldItem name="userid" label={t('User Id')} required>
          <Input autoCapitalize="none" autoComplete="off" spellCheck={false} maxLength={50} />
        </FieldItem>
        <FieldItem name="phone" label={t('Mobile Number')} required>
          <Input
            prefix={<MobileOutlined />}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.mobileDigits}
          />
        </FieldItem>

        {editing ? (
          <Form.Item label={forUnits ? t('Unit') : t('Police station')}>
            <Input
              aria-label={forUnits ? t('Unit') : t('Police station')}
              disabled
              value={
                forUnits
                  ? name(editing.cityNameMr, editing.cityNameEn)
                  : name(editing.stationNameMr, editing.stationNameEn)
              }
            />
          </Form.Item>
        ) : (
          <>
            {assignable.isError && (
              <div style={{ marginBottom: 16 }}>
                <LoadFailure error={assignable.error} onRetry={() => void assignable.refetch()} />
              </div>
            )}
            <FieldItem
              name={placeField}
              label={forUnits ? t('Unit') : t('Police station')}
              required
              extra={
                forUnits
                  ? t('A unit that already has an admin cannot be chosen.')
                  : t('A police station that already has a user cannot be chosen.')
              }
              errorName={placeField}
            >
              <MasterSelect
                items={assignable.data}
                disableRow={(place) => place.taken}
                loading={assignable.isPending}
                placeholder={forUnits ? t('Select a unit') : t('Select a police station')}
                optionRender={(option) => (
                  <Flex justify="space-between" gap={8}>
                    <span>{option.label}</span>
                    {option.data.disabled && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {forUnits ? t('Has an admin') : t('Has a user')}
                      </Typography.Text>
                    )}
                  </Flex>
                )}
                data-testid="place-select"
              />
            </FieldItem>
          </>
        )}

        {editing && (
          <Form.Item name="changePassword" label={t('Change password?')}>
            <RadioGroup
              options={[
                { value: true, label: t('Yes') },
                { value: false, label: t('No') },
              ]}
            />
          </Form.Item>
        )}
        {(!editing || changePassword) && (
          <PasswordFields
            canGenerate
            onGenerated={() => errors.clear(['password', 'confirmPassword'])}
          />
        )}
      </FormWithErrors>
    </FormDrawer>
  );
}
