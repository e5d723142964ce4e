import { App, Col, Form, Input, Row } from 'antd';
import { Select } from '@/components/form-kit/select';
import { FormDrawer } from '@/components/form-drawer';
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APP_USER_MESSAGES,
  appUserInputSchema,
  LIMITS,
  type AppUser,
  type SessionUser,
} from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { localName } from '@/lib/format';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  useFieldErrors,
  type FieldErrors,
} from '@/lib/form-field-errors';
import { useCities, useStations } from '@/lib/masters';
import { useCreateAppUser } from '../api/create-app-user';
import { useUpdateAppUser } from '../api/update-app-user';

/** Spec 1 §9: every drawer of the product is 720 wide (the GPS one excepted). */

interface AppUserFormValues {
  firstName?: string;
  lastName?: string;
  phone?: string;
  cityId?: number;
  stationId?: number;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'cityId', 'stationId'] as const;
type Field = (typeof FIELDS)[number];

interface AppUserDrawerProps {
  open: boolean;
  admin: SessionUser;
  /** The app user being updated, or null to register one. */
  editing: AppUser | null;
  onClose: () => void;
}

/**
 * Spec 1 §2 App users: the drawer that registers or updates a field app user. Role 8 picks
 * the unit, role 4 works in its own; the police station is one of that unit's. The page
 * mounts a new drawer for each opening, so closing it resets the form.
 */
export function AppUserDrawer({ open, admin, editing, onClose }: AppUserDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AppUserFormValues>();
  const errors = useFieldErrors<Field>();
  const createAppUser = useCreateAppUser();
  const updateAppUser = useUpdateAppUser();
  const picksUnit = admin.role === '8';
  const cities = useCities(open && picksUnit);
  const chosenCity = Form.useWatch('cityId', form);
  const cityId = picksUnit ? chosenCity : (admin.cityId ?? undefined);
  const stations = useStations(open ? cityId : undefined);
  const saving = createAppUser.isPending || updateAppUser.isPending;

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async (values: AppUserFormValues) => {
    const parsed = appUserInputSchema.safeParse({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      phone: values.phone ?? '',
      ...(picksUnit ? { cityId: values.cityId } : {}),
      stationId: values.stationId,
    });
    const found: FieldErrors<Field> = parsed.success
      ? {}
      : fieldErrorsFromIssues(parsed.error.issues, FIELDS);
    // The schema leaves the unit optional: only role 8 sends it, and then it is required.
    if (picksUnit && values.cityId === undefined) found.cityId = APP_USER_MESSAGES.unitRequired;
    errors.setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      if (editing) {
        await updateAppUser.mutateAsync({ id: editing.id, input: parsed.data });
        void message.success(t(APP_USER_MESSAGES.updated));
      } else {
        await createAppUser.mutateAsync(parsed.data);
        void message.success(t(APP_USER_MESSAGES.saved));
      }
      onClose();
    } catch (error) {
      const failure = fieldErrorsFromServer(error, FIELDS);
      errors.setErrors(failure.fields);
      if (failure.message) void message.error(t(failure.message));
    }
  };

  const lookupOptions = (items: { id: number; nameMr: string; nameEn: string }[] = []) =>
    items.map((item) => ({
      value: item.id,
      label: localName(i18n.language, item.nameMr, item.nameEn),
    }));

  const failedLoad = (picksUnit && cities.isError && cities) || (stations.isError && stations);

  return (
    <FormDrawer
      title={editing ? t('Update App User') : t('Add App User')}
      open={open}
      saving={saving}
      onClose={close}
      onSave={() => form.submit()}
      saveLabel={editing ? t('Update') : t('Save')}
      saveTestId="app-user-drawer-submit"
    >
      {failedLoad && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={failedLoad.error} onRetry={() => void failedLoad.refetch()} />
        </div>
      )}
      <Form<AppUserFormValues>
        form={form}
        name="app-user-drawer"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? {
                firstName: editing.firstName,
                lastName: editing.lastName,
                phone: editing.phone,
                cityId: editing.cityId,
                stationId: editing.stationId,
              }
            : {}
        }
        onValuesChange={(changed: AppUserFormValues) => {
          errors.clear(Object.keys(changed));
          // A police station belongs to one unit: a new unit needs a new station.
          if ('cityId' in changed) form.setFieldValue('stationId', undefined);
        }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="firstName"
              label={t('First Name')}
              required
              {...errors.itemProps('firstName')}
            >
              <Input prefix={<UserOutlined />} maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="lastName"
              label={t('Last Name')}
              required
              {...errors.itemProps('lastName')}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="phone" label={t('Mobile Number')} required {...errors.itemProps('phone')}>
          <Input
            prefix={<MobileOutlined />}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.mobileDigits}
          />
        </Form.Item>
        {picksUnit ? (
          <Form.Item name="cityId" label={t('Unit')} required {...errors.itemProps('cityId')}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={cities.isPending}
              placeholder={t('Select a unit')}
              options={lookupOptions(cities.data)}
              data-testid="app-user-unit"
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('Unit')}>
            <Input
              disabled
              value={
                admin.cityName ? localName(i18n.language, admin.cityName.mr, admin.cityName.en) : ''
              }
            />
          </Form.Item>
        )}
        <Form.Item
          name="stationId"
          label={t('Police station')}
          required
          {...errors.itemProps('stationId')}
        >
          <Select
            showSearch
            optionFilterProp="label"
            disabled={cityId === undefined}
            loading={cityId !== undefined && stations.isPending}
            placeholder={
              cityId === undefined ? t('Select a unit first') : t('Select a police station')
            }
            options={lookupOptions(stations.data)}
            data-testid="app-user-station"
          />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
