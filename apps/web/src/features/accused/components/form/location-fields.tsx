import { Form } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { STATE_ID } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useCities, useStations } from '@/lib/masters';
import { FieldItem } from '@/components/form-kit/field-item';

interface LocationFieldsProps {
  /** Column span of each selector in the form's row. */
  span?: number;
  testIdPrefix: string;
}

/**
 * State, then unit (city), then police station (spec 2 §4): each is enabled once the one
 * before it is chosen, and a new unit clears the station and loads its own stations.
 */
export function LocationFields({ span = 8, testIdPrefix }: LocationFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const stateId = Form.useWatch<number | undefined>('stateId', form);
  const cityId = Form.useWatch<number | undefined>('cityId', form);
  const cities = useCities();
  const stations = useStations(cityId);

  return (
    <>
      <FieldItem col={{ xs: 24, md: span }} name="stateId" label={t('State')} required>
        <Select
          placeholder={t('Select state')}
          options={[{ value: STATE_ID, label: t('Maharashtra') }]}
          onChange={() => form.setFieldsValue({ cityId: undefined, stationId: undefined })}
          data-testid={`${testIdPrefix}-state`}
        />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: span }} name="cityId" label={t('Unit')} required>
        <MasterSelect
          placeholder={t('Select unit')}
          disabled={stateId === undefined}
          query={cities}
          onChange={() => form.setFieldsValue({ stationId: undefined })}
          data-testid={`${testIdPrefix}-city`}
        />
      </FieldItem>
      <FieldItem col={{ xs: 24, md: span }} name="stationId" label={t('Police station')} required>
        <MasterSelect
          placeholder={t('Select a police station')}
          disabled={cityId === undefined}
          query={stations}
          data-testid={`${testIdPrefix}-station`}
        />
      </FieldItem>
    </>
  );
}
