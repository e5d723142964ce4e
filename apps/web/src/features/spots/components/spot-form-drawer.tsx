import { useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SPOT_MESSAGES,
  SPOT_TIMES,
  spotInputSchema,
  type SpotDetail,
  type SpotTime,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { localName } from '@/lib/format';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  useFieldErrors,
} from '@/lib/form-field-errors';
import { useCurrentUser } from '@/lib/session';
import { useCreateSpot } from '../api/create-spot';
import { useMasterList, useStations } from '@/lib/masters';
import { SpotQr } from './spot-qr';
import { useSpotTimeLabel } from './spot-labels';

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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const choosesStation = user.role === '4';
  const [form] = Form.useForm<SpotFormValues>();
  const errors = useFieldErrors<Field>();
  const create = useCreateSpot();
  const spotTypes = useMasterList('spot-types');
  const stations = useStations(user.cityId, choosesStation);
  const spotTimeLabel = useSpotTimeLabel();
  const [created, setCreated] = useState<SpotDetail | null>(null);

  const close = () => {
    if (!create.isPending) onClose();
  };

  const generate = async (values: SpotFormValues) => {
    const parsed = spotInputSchema.safeParse({
      ...values,
      stationId: choosesStation ? values.stationId : undefined,
    });
    const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, FIELDS);
    if (choosesStation && values.stationId === undefined) {
      found.stationId = SPOT_MESSAGES.stationRequired;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      errors.setErrors(found);
      return;
    }
    errors.reset();
    try {
      const saved = await create.mutateAsync(parsed.data);
      setCreated(saved.item);
      void message.success(t(saved.message));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const failure = fieldErrorsFromServer(error, FIELDS);
      errors.setErrors(failure.fields);
      if (failure.message) void message.error(t(failure.message));
    }
  };

  return (
    <Drawer
      title={t('Create Spot')}
      placement="right"
      width={720}
      open={open}
      onClose={close}
      maskClosable={!create.isPending}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={create.isPending}>
            {created ? t('Close') : t('Cancel')}
          </Button>
          {!created && (
            <Button
              type="primary"
              loading={create.isPending}
              onClick={() => form.submit()}
              data-testid="spot-generate"
            >
              {t('Generate')}
            </Button>
          )}
        </Flex>
      }
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
        <Form<SpotFormValues>
          form={form}
          name="spot-form"
          layout="vertical"
          noValidate
          disabled={create.isPending}
          onValuesChange={(changed: SpotFormValues) => errors.clear(Object.keys(changed))}
          onFinish={(values) => void generate(values)}
        >
          <Form.Item
            name="spotTypeId"
            label={t('Spot type')}
            required
            {...errors.itemProps('spotTypeId')}
          >
            <Select<number>
              placeholder={t('Select spot type')}
              loading={spotTypes.isLoading}
              showSearch
              optionFilterProp="label"
              options={(spotTypes.data ?? []).map((s) => ({
                value: s.id,
                label: localName(i18n.language, s.nameMr, s.nameEn),
              }))}
              data-testid="spot-type"
            />
          </Form.Item>
          {choosesStation && (
            <Form.Item
              name="stationId"
              label={t('Police station')}
              required
              {...errors.itemProps('stationId')}
            >
              <Select<number>
                placeholder={t('Select police station')}
                loading={stations.isLoading}
                showSearch
                optionFilterProp="label"
                options={(stations.data ?? []).map((s) => ({
                  value: s.id,
                  label: localName(i18n.language, s.nameMr, s.nameEn),
                }))}
                data-testid="spot-station"
              />
            </Form.Item>
          )}
          <Form.Item name="name" label={t('Spot name')} required {...errors.itemProps('name')}>
            <Input maxLength={80} placeholder={t('Enter spot name')} />
          </Form.Item>
          <Form.Item
            name="spotTime"
            label={t('Spot time')}
            required
            {...errors.itemProps('spotTime')}
          >
            <Radio.Group
              options={SPOT_TIMES.map((value) => ({ value, label: spotTimeLabel(value) }))}
            />
          </Form.Item>
          <Form.Item
            name="landmark"
            label={t('Landmark')}
            required
            {...errors.itemProps('landmark')}
          >
            <Input maxLength={150} placeholder={t('Enter landmark')} />
          </Form.Item>
          <Form.Item
            name="patrollingPerson"
            label={t('Patrolling person')}
            required
            {...errors.itemProps('patrollingPerson')}
          >
            <Input maxLength={100} placeholder={t('Enter patrolling person')} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
