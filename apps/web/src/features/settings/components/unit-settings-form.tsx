import { useEffect } from 'react';
import { Button, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { unitSettingsUpdateSchema, type UnitSettings } from '@cmis/shared';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useUpdateUnitSettings } from '../api/unit-settings';

interface Values {
  overdueCheckDays?: number | null;
  patrolMaxDistanceMeters?: number | null;
  patrolRepeatMinutes?: number | null;
}

const FIELDS = ['overdueCheckDays', 'patrolMaxDistanceMeters', 'patrolRepeatMinutes'] as const;

/**
 * Issue 20: a unit's three settings, checked with the shared schema's messages before the
 * save and by the server after. `cityId` goes with the save when the state names the unit.
 */
export function UnitSettingsForm({
  settings,
  cityId,
}: {
  settings: UnitSettings;
  cityId: number | undefined;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const update = useUpdateUnitSettings();
  const errors = useFormSubmit({
    schema: unitSettingsUpdateSchema,
    fields: FIELDS,
    save: update.mutateAsync,
  });

  useEffect(() => {
    form.setFieldsValue({
      overdueCheckDays: settings.overdueCheckDays,
      patrolMaxDistanceMeters: settings.patrolMaxDistanceMeters,
      patrolRepeatMinutes: settings.patrolRepeatMinutes,
    });
  }, [form, settings]);

  // An emptied number is sent as missing, so the schema answers with the field's message.
  const submit = (values: Values) =>
    errors.submit({
      overdueCheckDays: values.overdueCheckDays ?? undefined,
      patrolMaxDistanceMeters: values.patrolMaxDistanceMeters ?? undefined,
      patrolRepeatMinutes: values.patrolRepeatMinutes ?? undefined,
      ...(cityId === undefined ? {} : { cityId }),
    });

  const number = { style: { width: '100%' }, disabled: update.isPending };
  return (
    <FormWithErrors<Values>
      itemProps={errors.itemProps}
      form={form}
      name="unit-settings"
      layout="vertical"
      noValidate
      onValuesChange={(changed: Values) => errors.clear(Object.keys(changed))}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <FieldItem
          col={{ xs: 24, md: 8 }}
          name="overdueCheckDays"
          label={t('Days an active accused may go unchecked')}
          extra={t('After these days the accused is listed as overdue for a check')}
          required
        >
          <InputNumber {...number} data-testid="settings-overdue-days" />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 8 }}
          name="patrolMaxDistanceMeters"
          label={t('Patrol: largest distance from the spot (metres)')}
          required
        >
          <InputNumber {...number} data-testid="settings-patrol-distance" />
        </FieldItem>
        <FieldItem
          col={{ xs: 24, md: 8 }}
          name="patrolRepeatMinutes"
          label={t('Patrol: repeated scans count once within (minutes)')}
          required
        >
          <InputNumber {...number} data-testid="settings-patrol-repeat" />
        </FieldItem>
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        loading={update.isPending}
        data-testid="settings-save"
      >
        {t('Save')}
      </Button>
    </FormWithErrors>
  );
}
