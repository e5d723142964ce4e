import { Col, DatePicker, Form, Input, Row } from 'antd';
import { Select } from '@/components/form-kit/select';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { summonsInputSchema, type UploadedFile } from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { DATE_FORMAT, localName } from '@/lib/format';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useCurrentUser } from '@/lib/session';
import { useStations } from '@/lib/masters';
import { useRegisterSummons } from '../api/save-summons';
import { isoDay } from './form-helpers';
import { useSummonsLabels } from './summons-labels';
import { SummonsUpload } from './summons-upload';

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
  const { t, i18n } = useTranslation();
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
      serialNo: v.serialNo ?? '',
      receivedOn: isoDay(v.receivedOn),
      courtName: v.courtName ?? '',
      crimeNo: v.crimeNo ?? '',
      caseNo: v.caseNo ?? '',
      crimeType: v.crimeType,
      assignedOn: isoDay(v.assignedOn),
      stationId: v.stationId,
      partyType: v.partyType,
      partyName: v.partyName ?? '',
      partyAddress: v.partyAddress ?? '',
      fileId: v.file?.id,
    });

  const unitName = user.cityName
    ? localName(i18n.language, user.cityName.mr, user.cityName.en)
    : '';

  return (
    <FormDrawer
      title={t('Register new entry')}
      open={open}
      saving={register.isPending}
      onClose={() => !register.isPending && onClose()}
      onSave={() => form.submit()}
      saveTestId="summons-save"
    >
      <Form<Values>
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
          <Col span={12}>
            <Form.Item
              name="serialNo"
              label={t('Serial number')}
              required
              {...errors.itemProps('serialNo')}
            >
              <Input inputMode="numeric" maxLength={12} placeholder={t('Enter serial number')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="receivedOn"
              label={t('Received date')}
              required
              {...errors.itemProps('receivedOn')}
            >
              <DatePicker
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                placeholder={t('Select date')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="courtName"
              label={t('Court name')}
              required
              {...errors.itemProps('courtName')}
            >
              <Input maxLength={200} placeholder={t('Enter court name')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="crimeNo"
              label={t('Crime number')}
              required
              {...errors.itemProps('crimeNo')}
            >
              <Input maxLength={50} placeholder={t('Enter crime number')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="caseNo"
              label={t('Case number')}
              required
              {...errors.itemProps('caseNo')}
            >
              <Input maxLength={50} placeholder={t('Enter case number')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="crimeType"
              label={t('Crime type')}
              required
              {...errors.itemProps('crimeType')}
            >
              <Select<number>
                placeholder={t('Select crime type')}
                options={labels.crimeTypeOptions}
                data-testid="summons-crime-type"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="assignedOn"
              label={t('Assigned date')}
              required
              {...errors.itemProps('assignedOn')}
            >
              <DatePicker
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                placeholder={t('Select date')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('State')} required>
              <Input value={t('Maharashtra')} disabled />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('City')} required>
              <Input value={unitName} disabled />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="stationId"
              label={t('Police station')}
              required
              {...errors.itemProps('stationId')}
            >
              <MasterSelect
                placeholder={t('Select police station')}
                query={stations}
                data-testid="summons-station"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="partyType"
              label={t('Party type')}
              required
              {...errors.itemProps('partyType')}
            >
              <Select<number>
                placeholder={t('Select party type')}
                options={labels.partyTypeOptions}
                data-testid="summons-party-type"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="partyName"
              label={t('Party name')}
              required
              {...errors.itemProps('partyName')}
            >
              <Input maxLength={150} placeholder={t('Enter party name')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="partyAddress"
              label={t('Party address')}
              required
              {...errors.itemProps('partyAddress')}
            >
              <Input.TextArea rows={2} maxLength={300} placeholder={t('Enter party address')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="file"
              label={t('Upload sheet')}
              required
              {...errors.itemProps('fileId')}
            >
              <SummonsUpload testId="summons-register-upload" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDrawer>
  );
}
