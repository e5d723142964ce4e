import { DatePicker, Descriptions, Form, Input, Modal } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  SUMMONS_SENT_BY,
  summonsFirstUpdateSchema,
  summonsStationUpdateSchema,
  type SummonsItem,
  type UploadedFile,
} from '@cmis/shared';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { DATE_FORMAT, formatDate } from '@/lib/format';
import { useFirstUpdate, useStationUpdate } from '../api/save-summons';
import { isoDay } from './form-helpers';
import { useSummonsLabels } from './summons-labels';
import { SummonsUpload } from './summons-upload';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

export type UpdateKind = 'lsb1' | 'ps1';

const FIRST_FIELDS = ['fetchedOn', 'handoverName', 'handoverMobile'] as const;
interface FirstValues {
  fetchedOn?: Dayjs | null;
  handoverName?: string;
  handoverMobile?: string;
}

function FirstUpdateForm({ item, onDone }: { item: SummonsItem; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useFirstUpdate();
  const errors = useFormSubmit({
    schema: summonsFirstUpdateSchema,
    fields: FIRST_FIELDS,
    save: (input) => update.mutateAsync({ id: item.id, input }),
    onDone,
  });
  const save = (v: FirstValues) => void errors.submit({ ...v, fetchedOn: isoDay(v.fetchedOn) });
  return (
    <FormWithErrors<FirstValues>
      itemProps={errors.itemProps}
      id="summons-lsb1"
      name="summons-lsb1"
      layout="vertical"
      noValidate
      disabled={update.isPending}
      onValuesChange={(changed: FirstValues) => errors.clear(Object.keys(changed))}
      onFinish={save}
    >
      <Form.Item label={t('Serial number')}>
        <Input value={item.serialNo} disabled aria-label={t('Serial number')} />
      </Form.Item>
      <FieldItem name="fetchedOn" label={t('Date fetched by police station')} required>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} placeholder={t('Select date')} />
      </FieldItem>
      <FieldItem name="handoverName" label={t('Giver name')} required>
        <Input maxLength={150} placeholder={t('Enter giver name')} />
      </FieldItem>
      {/* Spec 2 §5.9: digits only, at most 10. */}
      <FieldItem
        name="handoverMobile"
        label={t('Giver mobile')}
        required
        normalize={(value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 10)}
      >
        <Input inputMode="numeric" maxLength={10} placeholder={t('Enter 10-digit mobile number')} />
      </FieldItem>
    </FormWithErrors>
  );
}

const PS_FIELDS = ['informed', 'sentBy', 'finalDocNo', 'finalDocDate', 'fileId'] as const;
interface PsValues {
  informed?: 'YES' | 'NO';
  sentBy?: (typeof SUMMONS_SENT_BY)[number];
  finalDocNo?: string;
  finalDocDate?: Dayjs | null;
  file?: UploadedFile | null;
}

function StationUpdateForm({ item, onDone }: { item: SummonsItem; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useSummonsLabels();
  const update = useStationUpdate();
  const errors = useFormSubmit({
    schema: summonsStationUpdateSchema,
    fields: PS_FIELDS,
    save: (input) => update.mutateAsync({ id: item.id, input }),
    onDone,
  });
  const save = (v: PsValues) =>
    void errors.submit({
      ...v,
      finalDocDate: isoDay(v.finalDocDate),
      fileId: v.file?.id,
    });
  return (
    <>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Date fetched by police station')}>
          {formatDate(item.fetchedOn)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Giver name')}>{item.handoverName}</Descriptions.Item>
        <Descriptions.Item label={t('Giver mobile')}>{item.handoverMobile}</Descriptions.Item>
      </Descriptions>
      <FormWithErrors<PsValues>
        itemProps={errors.itemProps}
        id="summons-ps1"
        name="summons-ps1"
        layout="vertical"
        noValidate
        disabled={update.isPending}
        onValuesChange={(changed: PsValues) =>
          errors.clear(Object.keys(changed).map((n) => (n === 'file' ? 'fileId' : n)))
        }
        onFinish={save}
      >
        <FieldItem name="informed" label={t('Informed')} required>
          <RadioGroup
            options={(['YES', 'NO'] as const).map((v) => ({ value: v, label: labels.informed(v) }))}
          />
        </FieldItem>
        <FieldItem name="sentBy" label={t('Sent by')} required>
          <RadioGroup
            options={SUMMONS_SENT_BY.map((v) => ({ value: v, label: labels.sentBy(v) }))}
          />
        </FieldItem>
        <FieldItem name="finalDocNo" label={t('Final document number')} required>
          <Input maxLength={50} placeholder={t('Enter final document number')} />
        </FieldItem>
        <FieldItem name="finalDocDate" label={t('Final document date')} required>
          <DatePicker
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            placeholder={t('Select date')}
          />
        </FieldItem>
        <FieldItem name="file" label={t('Upload sheet')} required errorName="fileId">
          <SummonsUpload testId="summons-ps-upload" />
        </FieldItem>
      </FormWithErrors>
    </>
  );
}

/** Spec 2 §2.6: the small modal of a row action, with the lsb1 or the ps1 form. */
export function UpdateModal({
  target,
  onClose,
}: {
  target: { item: SummonsItem; kind: UpdateKind } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = target?.kind === 'ps1' ? 'summons-ps1' : 'summons-lsb1';
  return (
    <Modal
      title={target?.kind === 'ps1' ? t('Police station update') : t('First update')}
      open={target !== null}
      onCancel={onClose}
      okText={t('Update')}
      cancelText={t('Cancel')}
      okButtonProps={{
        htmlType: 'submit',
        form: formId,
        ...{ 'data-testid': 'summons-update-save' },
      }}
      destroyOnHidden
      width={560}
    >
      {target?.kind === 'lsb1' && <FirstUpdateForm item={target.item} onDone={onClose} />}
      {target?.kind === 'ps1' && <StationUpdateForm item={target.item} onDone={onClose} />}
    </Modal>
  );
}
