import { useState } from 'react';
import { Alert, App, Flex, Radio, Typography } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_MESSAGES, type DuplicatePair } from '@cmis/shared';
import { localName } from '@/lib/format';
import { useMergeAccused, type MergeResult } from '../../api/merge-accused';
import { defaultKeepId, otherSide } from './duplicate-state';
import { ReasonModal } from '../reason-modal';
import { ProfileLink } from './person-summary';

export interface MergeDone extends MergeResult {
  keptName: string;
}

interface MergeModalProps {
  /** The pair to merge; the parent mounts a new modal for each pair (its key). */
  pair: DuplicatePair | null;
  onClose: () => void;
  onMerged: (done: MergeDone) => void;
}

/**
 * Issue 16 §5: the unit admin keeps one record and removes the other; everything the removed
 * record holds moves to the kept one, and its names become aliases.
 */
export function MergeModal({ pair, onClose, onMerged }: MergeModalProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [keepId, setKeepId] = useState(() => (pair ? defaultKeepId(pair) : 0));
  const merge = useMergeAccused();

  const save = async (reason: string) => {
    if (!pair) return;
    const removed = otherSide(pair, keepId);
    const kept = otherSide(pair, removed.id);
    const result = await merge.mutateAsync({ keepId, removeId: removed.id, reason });
    void message.success(t(DUPLICATE_MESSAGES.merged));
    onMerged({ ...result, keptName: kept.name });
  };

  const sides = pair ? [pair.low, pair.high] : [];
  const removed = pair ? otherSide(pair, keepId) : null;

  return (
    <ReasonModal
      open={pair !== null}
      title={t('Merge records')}
      okText={t('Merge records')}
      pending={merge.isPending}
      okButtonProps={{ ...{ 'data-testid': 'merge-confirm' } }}
      onSave={save}
      onClose={onClose}
      width={640}
      formName="merge-records"
      label={t('Why are these one person?')}
      requiredMessage={DUPLICATE_MESSAGES.reasonRequired}
      placeholder={t('For example: same mobile number and address, same photo')}
      testId="merge-reason"
    >
      <Typography.Paragraph strong style={{ marginBottom: 8 }}>
        {t('Which record do you keep?')}
      </Typography.Paragraph>
      <RadioGroup
        value={keepId}
        onChange={(event) => setKeepId(event.target.value as number)}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={8}>
          {sides.map((side) => (
            <Radio
              key={side.id}
              value={side.id}
              style={{
                alignItems: 'flex-start',
                padding: '8px 12px',
                border: `1px solid ${side.id === keepId ? '#1677ff' : '#e5e8ef'}`,
                borderRadius: 8,
                background: side.id === keepId ? '#f0f6ff' : undefined,
              }}
              data-testid={`merge-keep-${side.id}`}
            >
              <Flex vertical>
                <Typography.Text strong>
                  {side.name}
                  {side.nameEn && (
                    <Typography.Text type="secondary"> · {side.nameEn}</Typography.Text>
                  )}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t('Accused ID {{id}}', { id: side.id })} · {t('Total crimes')}: {side.crimeCount}{' '}
                  · {localName(i18n.language, side.station.mr, side.station.en)} ·{' '}
                  <ProfileLink id={side.id} />
                </Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Flex>
      </RadioGroup>
      {removed && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '16px 0' }}
          message={t('Record {{id}} ({{name}}) will be removed.', {
            id: removed.id,
            name: removed.name,
          })}
          description={t(
            'Its crimes, arrests, preventive actions, photos, documents and GPS check-ins move to the kept record, and its names become aliases of the kept record. Its old links open the kept record. The state admin can undo the merge.',
          )}
        />
      )}
    </ReasonModal>
  );
}
