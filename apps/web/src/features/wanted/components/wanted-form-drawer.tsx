import { useEffect, useState } from 'react';
import { Col, Form, Input, Row, Spin } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { needsExternmentArea, STATE_ID, type WantedDetail } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { LoadFailure } from '@/components/load-failure';
import { UploadField } from '@/components/upload-field';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useCities, useStations } from '@/lib/masters';
import { useWanted } from '../api/get-wanted';
import { useSaveWanted, type WantedSave } from '../api/save-wanted';
import { CrimeEntries } from './crime-entries';
import {
  crimeEntriesFromDetail,
  drawerTitleKey,
  emptyValues,
  groupOf,
  valuesFromDetail,
  WANTED_FIELDS,
  WANTED_SCHEMAS,
  wantedInput,
  type CrimeEntry,
  type WantedField,
  type WantedFormValues,
} from './wanted-form';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

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
  const { t } = useTranslation();
  const [form] = Form.useForm<WantedFormValues>();
  const save = useSaveWanted();
  const group = groupOf(typeId);
  const [crimes, setCrimes] = useState<CrimeEntry[]>(() =>
    stored ? crimeEntriesFromDetail(stored) : [],
  );
  const cityId = Form.useWatch('cityId', form);
  const cities = useCities();
  const stations = useStations(cityId);

  useEffect(() => {
    form.setFieldsValue(stored ? valuesFromDetail(stored) : emptyValues(userCityId));
  }, [form, stored, userCityId]);

  const errors = useFormSubmit({
    schema: WANTED_SCHEMAS[group],
    fields: WANTED_FIELDS,
    save: (input) => save.mutateAsync({ group, id: stored?.id, input } as WantedSave),
    onDone: onClose,
  });

  const text = (
    field: WantedField,
    label: string,
    max: number,
    testId?: string,
    required = true,
  ) => (
    <FieldItem name={field} label={label} required={required} errorName={field}>
      <Input maxLength={max} data-testid={testId ?? `wanted-${field}`} />
    </FieldItem>
  );

  const location = (
    <>
      <FieldItem col={24} name="address" label={t('Address')} required>
        <Input.TextArea rows={2} maxLength={500} data-testid="wanted-address" />
      </FieldItem>
      <FieldItem col={8} name="stateId" label={t('State')} required>
        <Select<number>
          options={[{ value: STATE_ID, label: t('Maharashtra') }]}
          placeholder={t('Select state')}
        />
      </FieldItem>
      <FieldItem col={8} name="cityId" label={t('City')} required>
        <MasterSelect query={cities} placeholder={t('Select city')} data-testid="wanted-city" />
      </FieldItem>
      <FieldItem col={8} name="stationId" label={t('Police station')} required>
        <MasterSelect
          query={stations}
          placeholder={t('Select police station')}
          data-testid="wanted-station"
        />
      </FieldItem>
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
      <FormWithErrors<WantedFormValues>
        itemProps={errors.itemProps}
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
        onFinish={() =>
          void errors.submit(
            wantedInput(typeId, form.getFieldsValue(true) as WantedFormValues, crimes),
          )
        }
      >
        {errors.errors.typeId && (
          <FieldItem errorName="typeId">
            <span />
          </FieldItem>
        )}
        <Row gutter={12}>
          {group === 'person' && (
            <>
              <Col span={24}>{text('name', t('Name'), 120)}</Col>
              {location}
              {needsExternmentArea(typeId) && (
                <FieldItem col={24} name="externmentArea" label={t('Tadipar area')} required>
                  <Input.TextArea rows={2} maxLength={300} data-testid="wanted-externmentArea" />
                </FieldItem>
              )}
              <FieldItem
                col={24}
                name="members"
                label={t('Family or member names')}
                extra={t('Type a name and press Enter')}
              >
                <Select<string[]>
                  mode="tags"
                  open={false}
                  tokenSeparators={[',']}
                  data-testid="wanted-members"
                />
              </FieldItem>
              <FieldItem col={12} name="photo" label={t('Photo')} errorName="photoId">
                <UploadField kind="image" />
              </FieldItem>
              <FieldItem col={12} name="pdf" label={t('PDF')} errorName="pdfId">
                <UploadField kind="pdf" />
              </FieldItem>
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
              <FieldItem col={24} name="photo" label={t('Vehicle image')} errorName="photoId">
                <UploadField kind="image" />
              </FieldItem>
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
              <FieldItem col={12} name="mobileNo" label={t('Mobile number')} required>
                <Input maxLength={10} inputMode="numeric" data-testid="wanted-mobileNo" />
              </FieldItem>
              <FieldItem col={12} name="imeiNo" label={t('IMEI number')} required>
                <Input maxLength={15} inputMode="numeric" data-testid="wanted-imeiNo" />
              </FieldItem>
              <Col span={12}>{text('model', t('Model'), 80)}</Col>
              <Col span={12}>{text('colour', t('Colour'), 40)}</Col>
            </>
          )}
        </Row>
      </FormWithErrors>
    </FormDrawer>
  );
}
