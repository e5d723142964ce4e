import { Col, Form } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { STATE_ID } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useCities, useStations } from '@/lib/masters';

type LocationField = 'stateId' | 'cityId' | 'stationId';

interface LocationFieldsProps {
  /** validateStatus and help of a field, from the form's field errors. */
  itemProps: (name: LocationField) => {
    validateStatus: 'error' | undefined;
    help: string | undefined;
  };
  /** Column span of each selector in the form's row. */
  span?: number;
  testIdPrefix: string;
}

/**
 * State, then unit (city), then police station (spec 2 §4): each is enabled once the one
 * before it is chosen, and a new unit clears the station and loads its own stations.
 */
export function LocationFields({ itemProps, span = 8, testIdPrefix }: LocationFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const stateId = Form.useWatch<number | undefined>('stateId', form);
  const cityId = Form.useWatch<number | undefined>('cityId', form);
  const cities = useCities();
  const stations = useStations(cityId);

  return (
    <>
      <Col xs={24} md={span}>
        <Form.Item name="stateId" label={t('State')} required {...itemProps('stateId')}>
          <Select
            placeholder={t('Select state')}
            options={[{ value: STATE_ID, label: t('Maharashtra') }]}
            onChange={() => form.setFieldsValue({ cityId: undefined, stationId: undefined })}
            data-testid={`${testIdPrefix}-state`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={span}>
        <Form.Item name="cityId" label={t('Unit')} required {...itemProps('cityId')}>
          <MasterSelect
            placeholder={t('Select unit')}
            disabled={stateId === undefined}
            query={cities}
            onChange={() => form.setFieldsValue({ stationId: undefined })}
            data-testid={`${testIdPrefix}-city`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={span}>
        <Form.Item
          name="stationId"
          label={t('Police station')}
          required
          {...itemProps('stationId')}
        >
          <MasterSelect
            placeholder={t('Select a police station')}
            disabled={cityId === undefined}
            query={stations}
            data-testid={`${testIdPrefix}-station`}
          />
        </Form.Item>
      </Col>
    </>
  );
}
