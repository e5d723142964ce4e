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
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

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
    <FormWithErrors<BasicFormValues>
      itemProps={itemProps}
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
        <FieldItem col={24} name="crimeTypeIds" label={t('Heading (crime type)')} required>
          <MasterSelect
            mode="multiple"
            allowClear
            placeholder={t('Select one or more crime types')}
            query={types}
            data-testid="basic-heading"
          />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 12 }}
          name="historySheeter"
          label={t('History sheeter')}
          required
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
        </FieldItem>
        <Col xs={24} md={12}>
          {sheeter !== undefined && isHistorySheeter(sheeter) && (
            <FieldItem name="historyDate" label={t('History sheet date')} required>
              <DateInput past />
            </FieldItem>
          )}
        </Col>
        <FieldItem col={{ xs: 24, md: 12 }} name="name" label={t('Name (Marathi)')} required>
          <Input maxLength={120} placeholder={t('Full name as in the records')} />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 12 }}
          name="nameEn"
          label={t('Name in English (optional)')}
          extra={t('Lets officers find the record by typing in English.')}
        >
          <Input maxLength={120} lang="en" />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 12 }}
          name="fatherName"
          label={t('Father’s name (optional)')}
          extra={t('Compared when looking for the same person already recorded.')}
        >
          <Input maxLength={NAME_MAX_LENGTH} data-testid="basic-father-name" />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 12 }}
          name="aliases"
          label={t('Also known as (aliases)')}
          extra={t('Other names he is known by. Type a name and press Enter; up to 10.')}
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
        </FieldItem>
        <FieldItem
          col={{ xs: 12, md: 6 }}
          name="age"
          label={t('Age')}
          required
          normalize={toLatinDigits}
        >
          <Input {...digitsOnlyInputProps} maxLength={3} placeholder="5-100" />
        </FieldItem>
        <FieldItem
          col={{ xs: 12, md: 6 }}
          name="mobile"
          label={t('Mobile Number')}
          normalize={toLatinDigits}
        >
          <Input
            {...digitsOnlyInputProps}
            maxLength={LIMITS.mobileDigits}
            placeholder={t('10 digits')}
          />
        </FieldItem>
        <FieldItem col={{ xs: 12, md: 6 }} name="religionId" label={t('Religion')} required>
          <MasterSelect
            placeholder={t('Select religion')}
            query={religions}
            data-testid="basic-religion"
          />
        </FieldItem>
        <FieldItem col={{ xs: 12, md: 6 }} name="caste" label={t('Caste')}>
          <Input maxLength={80} />
        </FieldItem>
        <LocationFields span={8} testIdPrefix="basic" />
        <FieldItem col={24} name="address" label={t('Address')} required>
          <Input.TextArea rows={2} maxLength={500} />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 8 }}
          name="patrollingNeeded"
          label={t('Patrolling needed')}
          valuePropName="checked"
        >
          <Switch checkedChildren={t('Yes')} unCheckedChildren={t('No')} />
        </FieldItem>
        <FieldItem col={{ xs: 24, md: 16 }} name="currentCondition" label={t('Current condition')}>
          <RadioGroup
            optionType="button"
            options={[
              { value: '', label: t('None') },
              { value: 'wanted', label: t('Wanted') },
              { value: 'absconding', label: t('Absconding') },
            ]}
          />
        </FieldItem>
        <FieldItem col={24} name="photos" label={t('Photos (up to 5)')} errorName="photoIds">
          <UploadList kind="image" max={5} testId="basic-photos" />
        </FieldItem>
      </Row>
    </FormWithErrors>
  );
}
