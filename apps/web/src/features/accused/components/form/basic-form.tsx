import { Col, Form, Input, Row, Switch, type FormInstance } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { isHistorySheeter, LIMITS } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useMasterList } from '@/lib/masters';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { LocationFields } from './location-fields';
import { DateInput } from './date-input';
import { UploadList } from './upload-list';
import type { BasicField, BasicFormValues } from './wizard-state';

/** accusedBasicSchema: a name, the father's and each alias up to 120 characters; 10 aliases. */
const NAME_MAX_LENGTH = 120;
const MAX_ALIASES = 10;

interface BasicFormProps {
  form: FormInstance<BasicFormValues>;
  initialValues: BasicFormValues;
  itemProps: (name: BasicField) => {
    validateStatus: 'error' | undefined;
    help: string | undefined;
  };
  onFieldsChange: (names: string[]) => void;
}

/** Spec 2 §3.1, §5.1: the accused's own details (step 1). */
export function BasicForm({ form, initialValues, itemProps, onFieldsChange }: BasicFormProps) {
  const { t } = useTranslation();
  const types = useMasterList('crime-types');
  const religions = useMasterList('religions');
  const sheeter = Form.useWatch('historySheeter', form);

  return (
    <Form<BasicFormValues>
      form={form}
      name="accused-basic"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onValuesChange={(changed: BasicFormValues) =>
        onFieldsChange(Object.keys(changed).map((key) => (key === 'photos' ? 'photoIds' : key)))
      }
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="crimeTypeIds"
            label={t('Heading (crime type)')}
            required
            {...itemProps('crimeTypeIds')}
          >
            <MasterSelect
              mode="multiple"
              allowClear
              placeholder={t('Select one or more crime types')}
              query={types}
              data-testid="basic-heading"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="historySheeter"
            label={t('History sheeter')}
            required
            {...itemProps('historySheeter')}
          >
            <RadioGroup
              optionType="button"
              options={[
                { value: 1, label: t('Yes') },
                { value: 2, label: t('No') },
                { value: 3, label: t('Acquitted') },
              ]}
              data-testid="basic-history-sheeter"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {sheeter !== undefined && isHistorySheeter(sheeter) && (
            <Form.Item
              name="historyDate"
              label={t('History sheet date')}
              required
              {...itemProps('historyDate')}
            >
              <DateInput past />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('Name (Marathi)')} required {...itemProps('name')}>
            <Input maxLength={120} placeholder={t('Full name as in the records')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="nameEn"
            label={t('Name in English (optional)')}
            extra={t('Lets officers find the record by typing in English.')}
            {...itemProps('nameEn')}
          >
            <Input maxLength={120} lang="en" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="fatherName"
            label={t('Father’s name (optional)')}
            extra={t('Compared when looking for the same person already recorded.')}
            {...itemProps('fatherName')}
          >
            <Input maxLength={NAME_MAX_LENGTH} data-testid="basic-father-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="aliases"
            label={t('Also known as (aliases)')}
            extra={t('Other names he is known by. Type a name and press Enter; up to 10.')}
            {...itemProps('aliases')}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',']}
              maxCount={MAX_ALIASES}
              maxLength={NAME_MAX_LENGTH}
              placeholder={t('For example: Babalya')}
              data-testid="basic-aliases"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="age"
            label={t('Age')}
            required
            normalize={toLatinDigits}
            {...itemProps('age')}
          >
            <Input {...digitsOnlyInputProps} maxLength={3} placeholder="5-100" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="mobile"
            label={t('Mobile Number')}
            normalize={toLatinDigits}
            {...itemProps('mobile')}
          >
            <Input
              {...digitsOnlyInputProps}
              maxLength={LIMITS.mobileDigits}
              placeholder={t('10 digits')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="religionId" label={t('Religion')} required {...itemProps('religionId')}>
            <MasterSelect
              placeholder={t('Select religion')}
              query={religions}
              data-testid="basic-religion"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="caste" label={t('Caste')} {...itemProps('caste')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <LocationFields itemProps={itemProps} span={8} testIdPrefix="basic" />
        <Col span={24}>
          <Form.Item name="address" label={t('Address')} required {...itemProps('address')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="patrollingNeeded"
            label={t('Patrolling needed')}
            valuePropName="checked"
            {...itemProps('patrollingNeeded')}
          >
            <Switch checkedChildren={t('Yes')} unCheckedChildren={t('No')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="currentCondition"
            label={t('Current condition')}
            {...itemProps('currentCondition')}
          >
            <RadioGroup
              optionType="button"
              options={[
                { value: '', label: t('None') },
                { value: 'wanted', label: t('Wanted') },
                { value: 'absconding', label: t('Absconding') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="photos" label={t('Photos (up to 5)')} {...itemProps('photoIds')}>
            <UploadList kind="image" max={5} testId="basic-photos" />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
