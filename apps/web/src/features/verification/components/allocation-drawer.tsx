import { Form, Input, Radio, Space, Typography } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  allocationCreateSchema,
  SUBSCRIPTION_YEARS,
  VERIFICATION_PLANS,
  type AllocationCreateInput,
  type VerificationPlan,
} from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { formatCardDate, indiaToday } from '@/lib/format';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useAllocationUnits, useCreateAllocation } from '../api/allocations';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

type Values = Partial<AllocationCreateInput>;
const FIELDS = ['email', 'cityId', 'plan', 'years'] as const;

/** Who each plan covers (spec 3 §6). */
export const PLAN_DESCRIPTIONS: readonly { plan: VerificationPlan; labelKey: string }[] = [
  { plan: 'A', labelKey: 'Plan A: unit admin only' },
  { plan: 'B', labelKey: 'Plan B: unit admin and police-station users' },
  { plan: 'C', labelKey: 'Plan C: unit admin, police stations and all app users' },
];

/** '1 year', '2 years', '3 years' (spec 3 §9 durations). */
export function yearsLabel(t: TFunction, years: number): string {
  switch (years) {
    case 1:
      return t('1 year');
    case 2:
      return t('2 years');
    case 3:
      return t('3 years');
    default:
      return String(years);
  }
}

/** Spec 3 §9: the expiry date is today plus the chosen number of years. */
export function expiryFor(years: number, today = indiaToday()): string {
  return formatCardDate(today.add(years, 'year'));
}

/**
 * The allocation form (spec 3 §2.13, §5): government e-mail, unit (units that already have
 * an unexpired allocation are disabled), plan and duration; after 'Successfully Submitted'
 * the drawer closes and the list refreshes (spec 3 §4). Closing remounts it, so it resets.
 */
export function AllocationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateAllocation();
  const units = useAllocationUnits(open);
  const years = Form.useWatch('years', form);

  const errors = useFormSubmit({
    schema: allocationCreateSchema,
    fields: FIELDS,
    save: create.mutateAsync,
    onDone: () => {
      form.resetFields();
      onClose();
    },
  });

  const save = (values: Values) => errors.submit({ ...values, email: values.email ?? '' });

  return (
    <FormDrawer
      title={t('Allocate document verification')}
      open={open}
      saving={create.isPending}
      onClose={() => !create.isPending && onClose()}
      onSave={() => form.submit()}
      saveLabel={t('Submit')}
      saveTestId="allocation-save"
    >
      <FormWithErrors<Values>
        itemProps={errors.itemProps}
        form={form}
        name="allocation-form"
        layout="vertical"
        noValidate
        disabled={create.isPending}
        onValuesChange={(changed: Values) => errors.clear(Object.keys(changed))}
        onFinish={(values) => void save(values)}
      >
        <FieldItem name="email" label={t('Government e-mail')} required>
          <Input type="email" maxLength={254} autoComplete="off" data-testid="allocation-email" />
        </FieldItem>
        <FieldItem name="cityId" label={t('Unit')} required>
          <MasterSelect
            placeholder={t('Select unit')}
            loading={units.isLoading}
            items={units.data?.map((u) => ({
              id: u.cityId,
              nameMr: u.unit.mr,
              nameEn: u.unit.en,
              allocated: u.allocated,
            }))}
            disableRow={(u) => u.allocated}
            data-testid="allocation-unit"
          />
        </FieldItem>
        <FieldItem name="plan" label={t('Plan')} required>
          <RadioGroup data-testid="allocation-plan">
            <Space direction="vertical">
              {VERIFICATION_PLANS.map((plan) => (
                <Radio key={plan} value={plan} data-testid={`allocation-plan-${plan}`}>
                  {t(PLAN_DESCRIPTIONS.find((p) => p.plan === plan)?.labelKey ?? plan)}
                </Radio>
              ))}
            </Space>
          </RadioGroup>
        </FieldItem>
        <Form.Item
          name="years"
          label={t('Subscription duration')}
          required
          {...errors.itemProps('years')}
          extra={
            years ? (
              <Typography.Text data-testid="allocation-expiry">
                {t('Expiry date')}: {expiryFor(years)}
              </Typography.Text>
            ) : undefined
          }
        >
          <RadioGroup
            optionType="button"
            options={SUBSCRIPTION_YEARS.map((y) => ({ value: y, label: yearsLabel(t, y) }))}
            data-testid="allocation-years"
          />
        </Form.Item>
      </FormWithErrors>
    </FormDrawer>
  );
}
