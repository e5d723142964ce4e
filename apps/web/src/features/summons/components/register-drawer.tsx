import { Col, DatePicker, Form, Input, Row } from 'antd';
import { Select } from '@/components/form-kit/select';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { summonsInputSchema, type UploadedFile } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { DATE_FORMAT } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useCurrentUser } from '@/lib/session';
import { useStations } from '@/lib/masters';
import { useRegisterSummons } from '../api/save-summons';
import { isoDay } from './form-helpers';
import { useSummonsLabels } from './summons-labels';
import { SummonsUpload } from './summons-upload';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface Values {
  serialNo?: string;
  receivedOn?: Dayjs | null;
  courtName?: string;
  crimeNo?: string;
  caseNo?: string;
  crimeType?: number;
  assignedOn?: Dayjs | null;
  stationId?: number;
  partyType?: number;
  partyName?: string;
  partyAddress?: string;
  file?: UploadedFile | null;
}

const FIELDS = [
  'serialNo',
  'receivedOn',
  'courtName',
  'crimeNo',
  'caseNo',
  'crimeType',
  'assignedOn',
  'stationId',
  'partyType',
  'partyName',
  'partyAddress',
  'fileId',
] as const;

/** Spec 2 §2.6, §5.9: the unit admin registers a new entry for one of its police stations. */
export function RegisterDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useLocalName();
  const user = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const register = useRegisterSummons();
  const stations = useStations(user.cityId);
  const labels = useSummonsLabels();

  const errors = useFormSubmit({
    schema: summonsInputSchema,
    fields: FIELDS,
    save: register.mutateAsync,
    onDone: onClose,
  });

  const save = (v: Values) =>
    errors.submit({
      ...v,
      receivedOn: isoDay(v.receivedOn),
      assignedOn: isoDay(v.assignedOn),
      fileId: v.file?.id,
    });

  const unitName = user.cityName ? name(user.cityName.mr, user.cityName.en) : '';

  return (
    <FormDrawer
      title={t('Register new entry')}
      open={open}
      saving={register.isPending}
      onClose={() => !register.isPending && onClose()}
      onSave={() => form.submit()}
      saveTestId="summons-save"
    >
      <FormWithErrors<Values>
        itemProps={errors.itemProps}
        form={form}
        name="summons-register"
        layout="vertical"
        noValidate
        disabled={register.isPending}
        onValuesChange={(changed: Values) =>
          errors.clear(Object.keys(changed).map((n) => (n === 'file' ? 'fileId' : n)))
        }
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          <FieldItem col={12} name="serialNo" label={t('Serial number')} required>
            <Input inputMode="numeric" maxLength={12} placeholder={t('Enter serial number')} />
          </FieldItem>
          <FieldItem col={12} name="receivedOn" label={t('Received date')} required>
            <DatePicker
              format={DATE_FORMAT}
              style={{ width: '100%' }}
              placeholder={t('Select date')}
            />
          </FieldItem>
          <FieldItem col={24} name="courtName" label={t('Court name')} required>
            <Input maxLength={200} placeholder={t('Enter court name')} />
          </FieldItem>
          <FieldItem col={12} name="crimeNo" label={t('Crime number')} required>
            <Input maxLength={50} placeholder={t('Enter crime number')} />
          </FieldItem>
          <FieldItem col={12} name="caseNo" label={t('Case number')} required>
            <Input maxLength={50} placeholder={t('Enter case number')} />
          </FieldItem>
          <FieldItem col={12} name="crimeType" label={t('Crime type')} required>
            <Select<number>
              placeholder={t('Select crime type')}
              options={labels.crimeTypeOptions}
              data-testid="summons-crime-type"
            />
          </FieldItem>
          <FieldItem col={12} name="assignedOn" label={t('Assigned date')} required>
            <DatePicker
              format={DATE_FORMAT}
              style={{ width: '100%' }}
              placeholder={t('Select date')}
            />
          </FieldItem>
          <Col span={12}>
            <Form.Item label={t('State')} required>
              <Input value={t('Maharashtra')} disabled aria-label={t('State')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('City')} required>
              <Input value={unitName} disabled aria-label={t('City')} />
            </Form.Item>
          </Col>
          <FieldItem col={12} name="stationId" label={t('Police station')} required>
            <MasterSelect
              placeholder={t('Select police station')}
              query={stations}
              data-testid="summons-station"
            />
          </FieldItem>
          <FieldItem col={12} name="partyType" label={t('Party type')} required>
            <Select<number>
              placeholder={t('Select party type')}
              options={labels.partyTypeOptions}
              data-testid="summons-party-type"
            />
          </FieldItem>
          <FieldItem col={24} name="partyName" label={t('Party name')} required>
            <Input maxLength={150} placeholder={t('Enter party name')} />
          </FieldItem>
          <FieldItem col={24} name="partyAddress" label={t('Party address')} required>
            <Input.TextArea rows={2} maxLength={300} placeholder={t('Enter party address')} />
          </FieldItem>
          <FieldItem col={24} name="file" label={t('Upload sheet')} required errorName="fileId">
            <SummonsUpload testId="summons-register-upload" />
          </FieldItem>
        </Row>
      </FormWithErrors>
    </FormDrawer>
  );
}
