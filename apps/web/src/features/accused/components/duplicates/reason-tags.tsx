import type { ReactNode } from 'react';
import { Flex, Tag, Tooltip } from 'antd';
import { CheckOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DuplicateReason } from '@cmis/shared';
import { formatScore } from './duplicate-state';

/**
 * A short phrase for each piece of evidence the server compared (scoring.ts). A code this
 * screen does not know yet is shown as it is rather than hidden: it is still evidence.
 */
export function useReasonLabel(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    switch (code) {
      case 'name-full':
        return t('Same name');
      case 'name-partial':
        return t('Name partly the same');
      case 'name-one':
        return t('Only one word of the name matches');
      case 'name-none':
        return t('Different name');
      case 'father-same':
        return t('Same father’s name');
      case 'father-differs':
        return t('Different father’s name');
      case 'birth-same':
        return t('Born within a year');
      case 'birth-near':
        return t('Born two years apart');
      case 'birth-far':
        return t('Born three or four years apart');
      case 'birth-differs':
        return t('Ages far apart');
      case 'mobile-same':
        return t('Same mobile number');
      case 'mobile-differs':
        return t('Different mobile number');
      case 'aadhaar-same':
        return t('Aadhaar matches');
      case 'aadhaar-differs':
        return t('Different Aadhaar');
      case 'station-same':
        return t('Lives at the same police station');
      case 'unit-same':
        return t('Lives in the same unit');
      case 'unit-differs':
        return t('Lives in another unit');
      case 'address-same':
        return t('Same address');
      case 'address-like':
        return t('Similar address');
      case 'address-differs':
        return t('Different address');
      case 'religion-differs':
        return t('Different religion');
      default:
        return code;
    }
  };
}

/** How a piece of evidence reads: for (green), strongly against (red), or weak (grey). */
function toneOf(weight: number): { color: string | undefined; icon: ReactNode } {
  if (weight > 0) return { color: 'green', icon: <CheckOutlined /> };
  if (weight <= -3) return { color: 'red', icon: <CloseOutlined /> };
  return { color: undefined, icon: <MinusOutlined /> };
}

const signed = (weight: number) => (weight > 0 ? `+${weight}` : String(weight));

/** Why two records look like one person, in the server's order (the name first). */
export function ReasonTags({ reasons }: { reasons: readonly DuplicateReason[] }) {
  const { t } = useTranslation();
  const label = useReasonLabel();
  return (
    <Flex gap={4} wrap data-testid="reason-tags">
      {reasons.map((reason) => {
        const tone = toneOf(reason.weight);
        return (
          <Tooltip
            key={reason.code}
            title={t('Weight {{weight}}', { weight: signed(reason.weight) })}
          >
            <Tag
              color={tone.color}
              icon={tone.icon}
              style={{ marginInlineEnd: 0 }}
              data-reason={reason.code}
            >
              {label(reason.code)}
            </Tag>
          </Tooltip>
        );
      })}
    </Flex>
  );
}

/**
 * The sum of the evidence. At the threshold or above the server treats the records as the
 * same person (saving needs a confirmation); below it they are only possible matches.
 */
export function ScoreTag({ score, strong }: { score: number; strong: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={strong ? 'volcano' : 'gold'}
      style={{ marginInlineEnd: 0, fontWeight: 600 }}
      data-testid="match-score"
    >
      {t('Match score {{score}}', { score: formatScore(score) })}
    </Tag>
  );
}
