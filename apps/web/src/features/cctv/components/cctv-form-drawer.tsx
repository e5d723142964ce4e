import { Form, Input, InputNumber, Row } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { CCTV_OWNERS, CCTV_STATUSES, cctvInputSchema, type CctvInput } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useCurrentUser } from '@/lib/session';
import { useStations } from '@/lib/masters';
import { useCreateCctv } from '../api/cctv';
import { useCctvLabels } from './cctv-labels';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

type Values = Partial<CctvInput>;
const FIELDS = [
  'name',
  'stationId',
  'address',
  'latitude',
  'longitude',
  'cameraCount',
  'owner',
  'status',
  'contactMobile',
] as const;

/** Adds one CCTV location of the unit (decision 0020 lists the fields). */
export function CctvFormDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const create = useCreateCctv();
  const stations = useStations(user.cityId);
  const labels = useCctvLabels();
  const errors = useFormSubmit({
    schema: cctvInputSchema,
    fields: FIELDS,
    save: create.mutateAsync,
    onDone: onClose,
  });

  const save = (v: Values) =>
    errors.submit({
      ...v,
      name: v.name ?? '',
      address: v.address ?? '',
      contactMobile: v.contactMobile ?? '',
    });

  return (
    <FormDrawer
      title={t('Add CCTV location')}
      open={open}
      saving={create.isPending}
      onClose={() => !create.isPending && onClose()}
      onSave={() => form.submit()}
      saveTestId="cctv-save"
    >
      <FormWithErrors<Values>
        itemProps={errors.itemProps}
        form={form}
        name="cctv-form"
        layout="vertical"
        noValidate
        disabled={create.isPending}
        onValuesChange={(changed: Values) => errors.clear(Object.keys(changed))}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          <FieldItem col={24} name="name" label={t('Location name')} required>
            <Input maxLength={150} />
          </FieldItem>
          <FieldItem col={12} name="stationId" label={t('Police station')} required>
            <MasterSelect
              placeholder={t('Select police station')}
              query={stations}
              data-testid="cctv-station"
            />
          </FieldItem>
          <FieldItem col={12} name="cameraCount" label={t('Number of cameras')} required>
            <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
          </FieldItem>
          <FieldItem col={24} name="address" label={t('Address / landmark')} required>
            <Input maxLength={300} />
          </FieldItem>
          <FieldItem col={12} name="latitude" label={t('Latitude')} required>
            <InputNumber step={0.0001} style={{ width: '100%' }} />
          </FieldItem>
          <FieldItem col={12} name="longitude" label={t('Longitude')} required>
            <InputNumber step={0.0001} style={{ width: '100%' }} />
          </FieldItem>
          <FieldItem col={12} name="owner" label={t('Owner')} required>
            <Select
              placeholder={t('Select owner')}
              options={CCTV_OWNERS.map((o) => ({ value: o, label: labels.owner(o) }))}
              data-testid="cctv-owner"
            />
          </FieldItem>
          <FieldItem col={12} name="status" label={t('Working status')} required>
            <Select
              placeholder={t('Select working status')}
              options={CCTV_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))}
              data-testid="cctv-status"
            />
          </FieldItem>
          <FieldItem col={12} name="contactMobile" label={t('Contact mobile')}>
            <Input inputMode="numeric" maxLength={10} />
          </FieldItem>
        </Row>
      </FormWithErrors>
    </FormDrawer>
  );
}
