import { Form, Input, Row } from 'antd';
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
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useLocalName } from '@/lib/names';
import { useCities, useStations } from '@/lib/masters';
import { useCreateAppUser } from '../api/create-app-user';
import { useUpdateAppUser } from '../api/update-app-user';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface AppUserFormValues {
  firstName?: string;
  lastName?: string;
  phone?: string;
  cityId?: number;
  stationId?: number;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'cityId', 'stationId'] as const;

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
  const { t } = useTranslation();
  const name = useLocalName();
  const [form] = Form.useForm<AppUserFormValues>();
  const createAppUser = useCreateAppUser();
  const updateAppUser = useUpdateAppUser();
  const picksUnit = admin.role === '8';
  const cities = useCities(open && picksUnit);
  const chosenCity = Form.useWatch('cityId', form);
  const cityId = picksUnit ? chosenCity : (admin.cityId ?? undefined);
  const stations = useStations(open ? cityId : undefined);
  const saving = createAppUser.isPending || updateAppUser.isPending;

  const errors = useFormSubmit({
    schema: appUserInputSchema,
    fields: FIELDS,
    save: (input) =>
      editing
        ? updateAppUser.mutateAsync({ id: editing.id, input })
        : createAppUser.mutateAsync(input),
    success: editing ? APP_USER_MESSAGES.updated : APP_USER_MESSAGES.saved,
    onDone: onClose,
    // The schema leaves the unit optional: only role 8 sends it, and then it is required.
    check: (input) =>
      picksUnit && (input as AppUserFormValues).cityId === undefined
        ? { cityId: APP_USER_MESSAGES.unitRequired }
        : {},
  });

  const failedLoad = (picksUnit && cities.isError && cities) || (stations.isError && stations);

  return (
    <FormDrawer
      title={editing ? t('Update App User') : t('Add App User')}
      open={open}
      saving={saving}
      onClose={onClose}
      onSave={() => form.submit()}
      saveLabel={editing ? t('Update') : t('Save')}
      saveTestId="app-user-drawer-submit"
    >
      {failedLoad && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={failedLoad.error} onRetry={() => void failedLoad.refetch()} />
        </div>
      )}
      <FormWithErrors<AppUserFormValues>
        itemProps={errors.itemProps}
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
        onFinish={(values) =>
          // Role 4 works in its own unit: the unit shown is not sent.
          void errors.submit({ ...values, cityId: picksUnit ? values.cityId : undefined })
        }
      >
        <Row gutter={16}>
          <FieldItem col={{ xs: 24, sm: 12 }} name="firstName" label={t('First Name')} required>
            <Input prefix={<UserOutlined />} maxLength={60} />
          </FieldItem>
          <FieldItem col={{ xs: 24, sm: 12 }} name="lastName" label={t('Last Name')} required>
            <Input maxLength={60} />
          </FieldItem>
        </Row>
        <FieldItem name="phone" label={t('Mobile Number')} required>
          <Input
            prefix={<MobileOutlined />}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.mobileDigits}
          />
        </FieldItem>
        {picksUnit ? (
          <FieldItem name="cityId" label={t('Unit')} required>
            <MasterSelect
              query={cities}
              placeholder={t('Select a unit')}
              data-testid="app-user-unit"
            />
          </FieldItem>
        ) : (
          <Form.Item label={t('Unit')}>
            <Input
              aria-label={t('Unit')}
              disabled
              value={admin.cityName ? name(admin.cityName.mr, admin.cityName.en) : ''}
            />
          </Form.Item>
        )}
        <FieldItem name="stationId" label={t('Police station')} required>
          <MasterSelect
            query={stations}
            disabled={cityId === undefined}
            placeholder={
              cityId === undefined ? t('Select a unit first') : t('Select a police station')
            }
            data-testid="app-user-station"
          />
        </FieldItem>
      </FormWithErrors>
    </FormDrawer>
  );
}
