import { useState } from 'react';
import { Alert, Flex, Form, Input, Typography } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { useTranslation } from 'react-i18next';
import {
  SPOT_MESSAGES,
  SPOT_TIMES,
  spotInputSchema,
  type SpotDetail,
  type SpotTime,
} from '@cmis/shared';
import { FormDrawer } from '@/components/form-drawer';
import { MasterSelect } from '@/components/form-kit/master-select';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import type { FieldErrors } from '@/lib/form-field-errors';
import { useCurrentUser } from '@/lib/session';
import { useCreateSpot } from '../api/create-spot';
import { useMasterList, useStations } from '@/lib/masters';
import { SpotQr } from './spot-qr';
import { useSpotTimeLabel } from './spot-labels';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

interface SpotFormValues {
  spotTypeId?: number;
  stationId?: number;
  name?: string;
  spotTime?: SpotTime;
  landmark?: string;
  patrollingPerson?: string;
}

const FIELDS = [
  'spotTypeId',
  'stationId',
  'name',
  'spotTime',
  'landmark',
  'patrollingPerson',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * Spec 2 §2.5: the Create Spot drawer (720) with Cancel and Generate. After Generate the
 * button goes and the QR shows with Download. The station selector is role 4's only (§6).
 */
export function SpotFormDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const choosesStation = user.role === '4';
  const [form] = Form.useForm<SpotFormValues>();
  const create = useCreateSpot();
  const spotTypes = useMasterList('spot-types');
  const stations = useStations(user.cityId, choosesStation);
  const spotTimeLabel = useSpotTimeLabel();
  const [created, setCreated] = useState<SpotDetail | null>(null);

  const errors = useFormSubmit({
    schema: spotInputSchema,
    fields: FIELDS,
    save: create.mutateAsync,
    onDone: (saved) => setCreated(saved.item),
    // The station is the unit admin's to choose; the schema leaves it optional.
    check: (): FieldErrors<Field> =>
      choosesStation && form.getFieldValue('stationId') === undefined
        ? { stationId: SPOT_MESSAGES.stationRequired }
        : {},
  });

  const generate = (values: SpotFormValues) =>
    errors.submit({ ...values, stationId: choosesStation ? values.stationId : undefined });

  return (
    <FormDrawer
      title={t('Create Spot')}
      open={open}
      saving={create.isPending}
      onClose={onClose}
      onSave={() => form.submit()}
      saveLabel={t('Generate')}
      saveTestId="spot-generate"
      cancelLabel={created ? t('Close') : t('Cancel')}
      hideSave={created !== null}
    >
      {created ? (
        <Flex vertical gap={16} data-testid="spot-created">
          <Alert
            type="success"
            showIcon
            message={t('QR generated for {{name}}', { name: created.name })}
            description={
              <Typography.Text>
                {t('Spot code')}: <Typography.Text code>{created.code}</Typography.Text>
              </Typography.Text>
            }
          />
          <SpotQr id={created.id} code={created.code} />
        </Flex>
      ) : (
        <FormWithErrors<SpotFormValues>
          itemProps={errors.itemProps}
          form={form}
          name="spot-form"
          layout="vertical"
          noValidate
          disabled={create.isPending}
          onValuesChange={(changed: SpotFormValues) => errors.clear(Object.keys(changed))}
          onFinish={(values) => void generate(values)}
        >
          <FieldItem name="spotTypeId" label={t('Spot type')} required>
            <MasterSelect
              placeholder={t('Select spot type')}
              query={spotTypes}
              data-testid="spot-type"
            />
          </FieldItem>
          {choosesStation && (
            <FieldItem name="stationId" label={t('Police station')} required>
              <MasterSelect
                placeholder={t('Select police station')}
                query={stations}
                data-testid="spot-station"
              />
            </FieldItem>
          )}
          <FieldItem name="name" label={t('Spot name')} required>
            <Input maxLength={80} placeholder={t('Enter spot name')} />
          </FieldItem>
          <FieldItem name="spotTime" label={t('Spot time')} required>
            <RadioGroup
              options={SPOT_TIMES.map((value) => ({ value, label: spotTimeLabel(value) }))}
            />
          </FieldItem>
          <FieldItem name="landmark" label={t('Landmark')} required>
            <Input maxLength={150} placeholder={t('Enter landmark')} />
          </FieldItem>
          <FieldItem name="patrollingPerson" label={t('Patrolling person')} required>
            <Input maxLength={100} placeholder={t('Enter patrolling person')} />
          </FieldItem>
        </FormWithErrors>
      )}
    </FormDrawer>
  );
}
