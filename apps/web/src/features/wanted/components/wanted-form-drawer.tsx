import { useEffect, useState } from 'react';
import { App, Col, Form, Input, Row, Spin } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { needsExternmentArea, STATE_ID, type WantedDetail } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { LoadFailure } from '@/components/load-failure';
import { UploadField } from '@/components/upload-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFromServer, useFieldErrors } from '@/lib/form-field-errors';
import { localName } from '@/lib/format';
import { useCities, useStations } from '@/lib/masters';
import { useWanted } from '../api/get-wanted';
import { useSaveWanted } from '../api/save-wanted';
import { CrimeEntries } from './crime-entries';
import {
  buildSave,
  crimeEntriesFromDetail,
  drawerTitleKey,
  emptyValues,
  fieldOf,
  groupOf,
  valuesFromDetail,
  WANTED_FIELDS,
  type CrimeEntry,
  type WantedField,
  type WantedFormValues,
} from './wanted-form';

interface WantedFormDrawerProps {
  open: boolean;
  typeId: number;
  /** The record to update, or null to add one. */
  editId: number | null;
  /** The user's unit (role 4), where a new record's location starts. */
  userCityId: number | null;
  onClose: () => void;
}

/**
 * Spec 1 §2, §3, §5: the add / update drawer of the wanted screen. Its fields follow the
 * type's group; the page mounts a fresh one for every opening, so nothing outlives a close.
 */
export function WantedFormDrawer({
  open,
  typeId,
  editId,
  userCityId,
  onClose,
}: WantedFormDrawerProps) {
  const { t } = useTranslation();
  const stored = useWanted(editId);
  const shownType = stored.data?.typeId ?? typeId;
  const title = t(drawerTitleKey(shownType));
  const saveLabel = editId === null ? t('Save') : t('Update');
  if (editId !== null && !stored.data) {
    return (
      <FormDrawer
        title={title}
        open={open}
        saving={false}
        onClose={onClose}
        onSave={() => undefined}
        saveLabel={saveLabel}
      >
        {stored.isError ? (
          <LoadFailure error={stored.error} onRetry={() => void stored.refetch()} />
        ) : (
          <Spin />
        )}
      </FormDrawer>
    );
  }
  return (
    <WantedForm
      open={open}
      title={title}
      saveLabel={saveLabel}
      typeId={shownType}
      stored={stored.data ?? null}
      userCityId={userCityId}
      onClose={onClose}
    />
  );
}

function WantedForm({
  open,
  title,
  saveLabel,
  typeId,
  stored,
  userCityId,
  onClose,
}: {
  open: boolean;
  title: string;
  saveLabel: string;
  typeId: number;
  stored: WantedDetail | null;
  userCityId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<WantedFormValues>();
  const errors = useFieldErrors<WantedField>();
  const save = useSaveWanted();
  const group = groupOf(typeId);
  const [crimes, setCrimes] = useState<CrimeEntry[]>(() =>
    stored ? crimeEntriesFromDetail(stored) : [],
  );
  const cityId = Form.useWatch('cityId', form);
  const cities = useCities();
  const stations = useStations(cityId);
  const name = (row: { nameMr: string; nameEn: string }) =>
    localName(i18n.language, row.nameMr, row.nameEn);

  useEffect(() => {
    form.setFieldsValue(stored ? valuesFromDetail(stored) : emptyValues(userCityId));
  }, [form, stored, userCityId]);

  const submit = async () => {
    const values = form.getFieldsValue(true) as WantedFormValues;
    const built = buildSave(typeId, values, crimes, stored?.id);
    if (!built.ok) {
      errors.setErrors(built.errors);
      return;
    }
    errors.reset();
    try {
      const saved = await save.mutateAsync(built.save);
      void message.success(t(saved.message));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      // Nested server paths (crimes.0.sections) land on the field that holds them.
      const fields =
        error instanceof ApiError
          ? Object.fromEntries(
              Object.entries(error.fields).map(([k, v]) => [fieldOf(k) ?? k, v] as const),
            )
          : {};
      const failure = fieldErrorsFromServer(
        error instanceof ApiError
          ? new ApiError(error.status, error.code, error.message, fields)
          : error,
        WANTED_FIELDS,
      );
      errors.setErrors(failure.fields);
      if (failure.message) void message.error(t(failure.message));
    }
  };

  const text = (
    field: WantedField,
    label: string,
    max: number,
    testId?: string,
    required = true,
  ) => (
    <Form.Item name={field} label={label} required={required} {...errors.itemProps(field)}>
      <Input maxLength={max} data-testid={testId ?? `wanted-${field}`} />
    </Form.Item>
  );

  const location = (
    <>
      <Col span={24}>
        <Form.Item name="address" label={t('Address')} required {...errors.itemProps('address')}>
          <Input.TextArea rows={2} maxLength={500} data-testid="wanted-address" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="stateId" label={t('State')} required {...errors.itemProps('stateId')}>
          <Select<number>
            options={[{ value: STATE_ID, label: t('Maharashtra') }]}
            placeholder={t('Select state')}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="cityId" label={t('City')} required {...errors.itemProps('cityId')}>
          <Select<number>
            options={(cities.data ?? []).map((c) => ({ value: c.id, label: name(c) }))}
            showSearch
            optionFilterProp="label"
            placeholder={t('Select city')}
            data-testid="wanted-city"
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="stationId"
          label={t('Police station')}
          required
          {...errors.itemProps('stationId')}
        >
          <Select<number>
            options={(stations.data ?? []).map((s) => ({ value: s.id, label: name(s) }))}
            showSearch
            optionFilterProp="label"
            placeholder={t('Select police station')}
            data-testid="wanted-station"
          />
        </Form.Item>
      </Col>
    </>
  );

  return (
    <FormDrawer
      title={title}
      open={open}
      saving={save.isPending}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      onSave={() => form.submit()}
      saveLabel={saveLabel}
      saveTestId="wanted-save"
    >
      <Form<WantedFormValues>
        form={form}
        name={`wanted-form-${group}`}
        layout="vertical"
        noValidate
        onValuesChange={(changed: WantedFormValues) => {
          const names = Object.keys(changed).map((n) =>
            n === 'photo' ? 'photoId' : n === 'pdf' ? 'pdfId' : n,
          );
          errors.clear(names);
          // The police station follows the city.
          if ('cityId' in changed) form.setFieldValue('stationId', undefined);
        }}
        onFinish={() => void submit()}
      >
        {errors.errors.typeId && (
          <Form.Item {...errors.itemProps('typeId')}>
            <span />
          </Form.Item>
        )}
        <Row gutter={12}>
          {group === 'person' && (
            <>
              <Col span={24}>{text('name', t('Name'), 120)}</Col>
              {location}
              {needsExternmentArea(typeId) && (
                <Col span={24}>
                  <Form.Item
                    name="externmentArea"
                    label={t('Tadipar area')}
                    required
                    {...errors.itemProps('externmentArea')}
                  >
                    <Input.TextArea rows={2} maxLength={300} data-testid="wanted-externmentArea" />
                  </Form.Item>
                </Col>
              )}
              <Col span={24}>
                <Form.Item
                  name="members"
                  label={t('Family or member names')}
                  extra={t('Type a name and press Enter')}
                  {...errors.itemProps('members')}
                >
                  <Select<string[]>
                    mode="tags"
                    open={false}
                    tokenSeparators={[',']}
                    data-testid="wanted-members"
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="photo" label={t('Photo')} {...errors.itemProps('photoId')}>
                  <UploadField kind="image" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="pdf" label={t('PDF')} {...errors.itemProps('pdfId')}>
                  <UploadField kind="pdf" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <CrimeEntries
                  value={crimes}
                  onChange={(next) => {
                    setCrimes(next);
                    errors.clear(['crimes']);
                  }}
                  defaultCityId={cityId ?? userCityId ?? undefined}
                  error={errors.errors.crimes}
                />
              </Col>
            </>
          )}
          {group === 'vehicle' && (
            <>
              <Col span={12}>{text('vehicleNo', t('Vehicle number'), 20)}</Col>
              <Col span={12}>{text('chassisNo', t('Chassis number'), 40)}</Col>
              <Col span={12}>{text('model', t('Model'), 80)}</Col>
              <Col span={12}>{text('colour', t('Colour'), 40)}</Col>
              <Col span={24}>
                <Form.Item name="photo" label={t('Vehicle image')} {...errors.itemProps('photoId')}>
                  <UploadField kind="image" />
                </Form.Item>
              </Col>
            </>
          )}
          {group === 'licence' && (
            <>
              <Col span={12}>{text('licenceNo', t('Licence number'), 40)}</Col>
              <Col span={12}>{text('name', t('Owner name'), 120)}</Col>
              {location}
            </>
          )}
          {group === 'mobile' && (
            <>
              <Col span={12}>
                <Form.Item
                  name="mobileNo"
                  label={t('Mobile number')}
                  required
                  {...errors.itemProps('mobileNo')}
                >
                  <Input maxLength={10} inputMode="numeric" data-testid="wanted-mobileNo" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="imeiNo"
                  label={t('IMEI number')}
                  required
                  {...errors.itemProps('imeiNo')}
                >
                  <Input maxLength={15} inputMode="numeric" data-testid="wanted-imeiNo" />
                </Form.Item>
              </Col>
              <Col span={12}>{text('model', t('Model'), 80)}</Col>
              <Col span={12}>{text('colour', t('Colour'), 40)}</Col>
            </>
          )}
        </Row>
      </Form>
    </FormDrawer>
  );
}
