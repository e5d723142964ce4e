import { Col, Input, Row, type FormInstance } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { DateInput } from './date-input';
import { UploadList } from './upload-list';
import type { OtherField, OtherInfoFormValues } from './wizard-state';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface OtherInfoFormProps {
  form: FormInstance<OtherInfoFormValues>;
  initialValues: OtherInfoFormValues;
  itemProps: (name: OtherField) => {
    validateStatus: 'error' | undefined;
    help: string | undefined;
  };
  onFieldsChange: (names: string[]) => void;
}

/** The form's file fields and the API fields their errors come under. */
const FILE_FIELDS: Record<string, OtherField> = {
  images: 'imageIds',
  handprints: 'handprintIds',
  records: 'recordIds',
};

/** Spec 2 §3.6, §5.5: other information (step 3); every field is optional. */
export function OtherInfoForm({
  form,
  initialValues,
  itemProps,
  onFieldsChange,
}: OtherInfoFormProps) {
  const { t } = useTranslation();
  const text = (
    name: OtherField & keyof OtherInfoFormValues,
    label: string,
    max: number,
    rows = 0,
  ) => (
    <FieldItem name={name} label={label} errorName={name}>
      {rows > 0 ? <Input.TextArea rows={rows} maxLength={max} /> : <Input maxLength={max} />}
    </FieldItem>
  );

  return (
    <FormWithErrors<OtherInfoFormValues>
      itemProps={itemProps}
      form={form}
      name="accused-other"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onValuesChange={(changed: OtherInfoFormValues) =>
        onFieldsChange(Object.keys(changed).map((key) => FILE_FIELDS[key] ?? key))
      }
    >
      <Row gutter={16}>
        <FieldItem col={{ xs: 24, md: 8 }} name="isGangMember" label={t('Member of a gang?')}>
          <RadioGroup
            optionType="button"
            options={[
              { value: true, label: t('Yes') },
              { value: false, label: t('No') },
            ]}
          />
        </FieldItem>
        <FieldItem col={{ xs: 24, md: 8 }} name="courtDate" label={t('Court date')}>
          <DateInput />
        </FieldItem>
        <Col xs={24} md={8}>
          {text('caseNo', t('Case number'), 100)}
        </Col>
        <Col xs={24} md={12}>
          {text('business', t('Business'), 500)}
        </Col>
        <Col xs={24} md={12}>
          {text('jailStatus', t('Jail status'), 300)}
        </Col>
        <Col xs={24} md={12}>
          {text('familyMembers', t('Family members'), 1000, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('assets', t('Assets'), 1000, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('residence', t('Residence'), 500, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('jurisdiction', t('Jurisdiction'), 500, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('vehicleDetails', t('Vehicle details'), 500, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('lawyerDetails', t('Lawyer details'), 500, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('identifyingOfficer', t('Identifying officer'), 300)}
        </Col>
        <Col xs={24} md={12}>
          {text('supportingLeaders', t('Supporting leaders'), 500)}
        </Col>
        <FieldItem
          col={24}
          name="registeredCases"
          label={t('Registered criminal cases')}
          extra={t('Type a case number and press Enter to add it.')}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',']}
            data-testid="other-cases"
          />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 12 }}
          name="images"
          label={t('Images (up to 5)')}
          errorName="imageIds"
        >
          <UploadList kind="image" max={5} testId="other-images" />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 12 }}
          name="handprints"
          label={t('Handprints (up to 2)')}
          errorName="handprintIds"
        >
          <UploadList kind="image" max={2} testId="other-handprints" />
        </FieldItem>
        <FieldItem
          col={24}
          name="records"
          label={t('Records (PDF, up to 2)')}
          errorName="recordIds"
        >
          <UploadList kind="pdf" max={2} testId="other-records" />
        </FieldItem>
      </Row>
    </FormWithErrors>
  );
}
