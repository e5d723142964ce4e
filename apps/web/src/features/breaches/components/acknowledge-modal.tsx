import { Descriptions, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BREACH_MESSAGES, breachAckSchema, type Breach } from '@cmis/shared';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { formatDateTime, localName } from '@/lib/format';
import { useAcknowledgeBreach } from '../api/acknowledge-breach';

const FIELDS = ['note'] as const;

function AckForm({ breach, onDone }: { breach: Breach; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const ack = useAcknowledgeBreach(breach.id);
  const errors = useFormSubmit({
    schema: breachAckSchema,
    fields: FIELDS,
    save: (input) => ack.mutateAsync(input),
    success: BREACH_MESSAGES.acknowledged,
    onDone,
  });
  return (
    <>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Name')}>
          {localName(i18n.language, breach.name, breach.nameEn || breach.name)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Date and time')}>
          {formatDateTime(breach.occurredAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Police Station')}>
          {localName(i18n.language, breach.stationName.mr, breach.stationName.en)}
        </Descriptions.Item>
      </Descriptions>
      <FormWithErrors<{ note?: string }>
        itemProps={errors.itemProps}
        id="breach-ack"
        name="breach-ack"
        layout="vertical"
        noValidate
        disabled={ack.isPending}
        onValuesChange={(changed: { note?: string }) => errors.clear(Object.keys(changed))}
        onFinish={(v) => void errors.submit({ note: v.note ?? '' })}
      >
        <FieldItem name="note" label={t('Action taken')}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="breach-ack-note" />
        </FieldItem>
      </FormWithErrors>
    </>
  );
}

/** Acknowledging a breach with a note of what was done (issue 20; audited on the server). */
export function AcknowledgeModal({
  breach,
  onClose,
}: {
  breach: Breach | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('Acknowledge breach')}
      open={breach !== null}
      onCancel={onClose}
      okText={t('Acknowledge')}
      cancelText={t('Cancel')}
      okButtonProps={{
        htmlType: 'submit',
        form: 'breach-ack',
        ...{ 'data-testid': 'breach-ack-save' },
      }}
      destroyOnHidden
      width={520}
    >
      {breach && <AckForm breach={breach} onDone={onClose} />}
    </Modal>
  );
}
