import { App, Flex, Form, Input, Radio, Typography } from 'antd';
import { Select } from '@/components/form-kit/select';
import { FormDrawer } from '@/components/form-drawer';
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  USER_MESSAGES,
  userCreateSchema,
  userUpdateSchema,
  type Role,
  type UserListItem,
} from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { localName } from '@/lib/format';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  useFieldErrors,
  type FieldErrors,
} from '@/lib/form-field-errors';
import { useAssignable } from '../api/get-assignable';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { PasswordFields } from './password-fields';

/** Spec 1 §9: every drawer of the product is 720 wide (the GPS one excepted). */

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
type Field = (typeof FIELDS)[number];

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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const errors = useFieldErrors<Field>();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const forUnits = creatorRole === '8';
  const placeField: Field = forUnits ? 'cityId' : 'stationId';
  const assignable = useAssignable(open && editing === null);
  const changePassword = Form.useWatch('changePassword', form) === true;
  const saving = createUser.isPending || updateUser.isPending;

  const close = () => {
    if (!saving) onClose();
  };

  const failed = (error: unknown) => {
    const failure = fieldErrorsFromServer(error, FIELDS);
    errors.setErrors(failure.fields);
    if (failure.message) void message.error(t(failure.message));
  };

  const create = async (values: UserFormValues) => {
    const parsed = userCreateSchema.safeParse({
      name: values.name ?? '',
      userid: values.userid ?? '',
      phone: values.phone ?? '',
      [placeField]: values[placeField],
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsFromIssues(parsed.error.issues, FIELDS);
    // The schema leaves the place optional (the server knows which one the role needs).
    if (values[placeField] === undefined) {
      found[placeField] = forUnits ? USER_MESSAGES.unitRequired : USER_MESSAGES.stationRequired;
    }
    errors.setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      await createUser.mutateAsync(parsed.data);
      void message.success(t(USER_MESSAGES.saved));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  const update = async (user: UserListItem, values: UserFormValues) => {
    const base = {
      name: values.name ?? '',
      userid: values.userid ?? '',
      phone: values.phone ?? '',
    };
    const parsed = userUpdateSchema.safeParse(
      values.changePassword
        ? {
            ...base,
            changePassword: true,
            password: values.password ?? '',
            confirmPassword: values.confirmPassword ?? '',
          }
        : { ...base, changePassword: false },
    );
    if (!parsed.success) {
      errors.setErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    errors.reset();
    try {
      await updateUser.mutateAsync({ id: user.id, input: parsed.data });
      void message.success(t(USER_MESSAGES.updated));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  const submit = (values: UserFormValues) =>
    void (editing ? update(editing, values) : create(values));

  const placeOptions = (assignable.data ?? []).map((place) => ({
    value: place.id,
    label: localName(i18n.language, place.nameMr, place.nameEn),
    disabled: place.taken,
  }));

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
      onClose={close}
      onSave={() => form.submit()}
      saveLabel={editing ? t('Update') : t('Save')}
      saveTestId="user-drawer-submit"
    >
      <Form<UserFormValues>
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
        onFinish={submit}
      >
        <Form.Item name="name" label={t('Name')} required {...errors.itemProps('name')}>
          <Input prefix={<UserOutlined />} maxLength={100} />
        </Form.Item>
        <Form.Item name="userid" label={t('User Id')} required {...errors.itemProps('userid')}>
          <Input autoCapitalize="none" autoComplete="off" spellCheck={false} maxLength={50} />
        </Form.Item>
        <Form.Item name="phone" label={t('Mobile Number')} required {...errors.itemProps('phone')}>
          <Input
            prefix={<MobileOutlined />}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.mobileDigits}
          />
        </Form.Item>

        {editing ? (
          <Form.Item label={forUnits ? t('Unit') : t('Police station')}>
            <Input
              disabled
              value={
                forUnits
                  ? localName(i18n.language, editing.cityNameMr ?? '', editing.cityNameEn ?? '')
                  : localName(
                      i18n.language,
                      editing.stationNameMr ?? '',
                      editing.stationNameEn ?? '',
                    )
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
            <Form.Item
              name={placeField}
              label={forUnits ? t('Unit') : t('Police station')}
              required
              extra={
                forUnits
                  ? t('A unit that already has an admin cannot be chosen.')
                  : t('A police station that already has a user cannot be chosen.')
              }
              {...errors.itemProps(placeField)}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={assignable.isPending}
                placeholder={forUnits ? t('Select a unit') : t('Select a police station')}
                options={placeOptions}
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
            </Form.Item>
          </>
        )}

        {editing && (
          <Form.Item name="changePassword" label={t('Change password?')}>
            <Radio.Group
              options={[
                { value: true, label: t('Yes') },
                { value: false, label: t('No') },
              ]}
            />
          </Form.Item>
        )}
        {(!editing || changePassword) && (
          <PasswordFields
            itemProps={errors.itemProps}
            canGenerate
            onGenerated={() => errors.clear(['password', 'confirmPassword'])}
          />
        )}
      </Form>
    </FormDrawer>
  );
}
