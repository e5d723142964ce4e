import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Table, Tag, Typography } from 'antd';
import { Select } from '@/components/form-kit/select';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STATE_ID, WANTED_MESSAGES, wantedCrimeInputSchema } from '@cmis/shared';
import { indiaToday, localName } from '@/lib/format';
import { useActs, useCities, useSections, useStations } from '@/lib/masters';
import type { CrimeEntry } from './wanted-form';

type CrimeField =
  | 'memberName'
  | 'registerNumber'
  | 'registerYear'
  | 'courtCaseNo'
  | 'cityId'
  | 'stationId'
  | 'actId'
  | 'sectionId';

interface Draft {
  memberName: string;
  registerNumber: string;
  registerYear?: number;
  courtCaseNo: string;
  cityId?: number;
  stationId?: number;
  actId?: number;
  sectionId?: number;
}

type Pair = CrimeEntry['pairs'][number] & { actId: number; sectionId: number };

const thisYear = indiaToday().year();
const YEARS = Array.from({ length: thisYear - 1989 }, (_, i) => thisYear - i);
let sequence = 0;

/**
 * Spec 1 §3 'Crime entry on the wanted form': register number and year, court case number,
 * the crime's state, city and police station, and act then section pairs (the act first,
 * then a section of that act, as on the accused crime drawer).
 */
export function CrimeEntries({
  value,
  onChange,
  defaultCityId,
  error,
}: {
  value: CrimeEntry[];
  onChange: (entries: CrimeEntry[]) => void;
  defaultCityId: number | undefined;
  /** A server message about the entries (e.g. a section of another act), already a key. */
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const name = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);
  const [draft, setDraft] = useState<Draft>({
    memberName: '',
    registerNumber: '',
    courtCaseNo: '',
    cityId: defaultCityId,
  });
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [errors, setErrors] = useState<Partial<Record<CrimeField, string>>>({});
  const [sectionSearch, setSectionSearch] = useState('');
  const cities = useCities();
  const stations = useStations(draft.cityId);
  const acts = useActs();
  const sections = useSections(draft.actId, sectionSearch);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as CrimeField];
      return next;
    });
  };

  const pendingPair = (): Pair | null => {
    const act = acts.data?.find((a) => a.id === draft.actId);
    const section = sections.data?.find((s) => s.id === draft.sectionId);
    if (!act || !section) return null;
    return {
      actId: act.id,
      sectionId: section.id,
      code: section.code,
      actName: { mr: act.nameMr, en: act.nameEn },
      name: { mr: section.nameMr, en: section.nameEn },
    };
  };

  const addPair = () => {
    const pair = pendingPair();
    if (!pair) {
      setErrors((e) => ({
        ...e,
        ...(draft.actId === undefined
          ? { actId: WANTED_MESSAGES.ruleRequired }
          : { sectionId: WANTED_MESSAGES.kalamRequired }),
      }));
      return;
    }
    if (!pairs.some((p) => p.sectionId === pair.sectionId)) setPairs([...pairs, pair]);
    // The act stays chosen: several sections of one act are the usual case.
    set({ sectionId: undefined });
    setSectionSearch('');
  };

  const addEntry = () => {
    const pair = pendingPair();
    const allPairs =
      pair && !pairs.some((p) => p.sectionId === pair.sectionId) ? [...pairs, pair] : pairs;
    const parsed = wantedCrimeInputSchema.safeParse({
      memberName: draft.memberName,
      registerNumber: draft.registerNumber,
      registerYear: draft.registerYear,
      courtCaseNo: draft.courtCaseNo,
      stateId: STATE_ID,
      cityId: draft.cityId,
      stationId: draft.stationId,
      sections: allPairs.map((p) => ({ actId: p.actId, sectionId: p.sectionId })),
    });
    if (!parsed.success) {
      const found: Partial<Record<CrimeField, string>> = {};
      for (const issue of parsed.error.issues) {
        const head = String(issue.path[0] ?? '');
        const field = (
          head === 'sections' ? (draft.actId === undefined ? 'actId' : 'sectionId') : head
        ) as CrimeField;
        found[field] ??=
          head === 'sections' && draft.actId !== undefined
            ? WANTED_MESSAGES.kalamRequired
            : issue.message;
      }
      setErrors(found);
      return;
    }
    const city = cities.data?.find((c) => c.id === parsed.data.cityId);
    const station = stations.data?.find((s) => s.id === parsed.data.stationId);
    onChange([
      ...value,
      {
        key: `new-${++sequence}`,
        input: parsed.data,
        cityName: { mr: city?.nameMr ?? '', en: city?.nameEn ?? '' },
        stationName: { mr: station?.nameMr ?? '', en: station?.nameEn ?? '' },
        pairs: allPairs,
      },
    ]);
    setDraft({ memberName: '', registerNumber: '', courtCaseNo: '', cityId: draft.cityId });
    setPairs([]);
    setErrors({});
  };

  const item = (field: CrimeField) =>
    errors[field] ? { validateStatus: 'error' as const, help: t(errors[field]) } : {};

  return (
    <Card size="small" title={t('Crime entries')} data-testid="wanted-crimes">
      {error && (
        <Typography.Text type="danger" role="alert">
          {t(error)}
        </Typography.Text>
      )}
      {value.length > 0 && (
        <Table<CrimeEntry>
          size="small"
          rowKey="key"
          pagination={false}
          style={{ marginBottom: 12 }}
          dataSource={value}
          columns={[
            {
              title: t('Register No.'),
              key: 'reg',
              render: (_v, c) => `${c.input.registerNumber}/${c.input.registerYear}`,
            },
            { title: t('Police station'), key: 'station', render: (_v, c) => name(c.stationName) },
            {
              title: t('Act / Section'),
              key: 'pairs',
              render: (_v, c) => (
                <Flex wrap gap={4}>
                  {c.pairs.map((p) => (
                    <Tag
                      key={`${p.code}-${p.actName.en}`}
                    >{`${name(p.actName).split(',')[0]} ${p.code}`}</Tag>
                  ))}
                </Flex>
              ),
            },
            {
              title: '',
              key: 'remove',
              width: 48,
              render: (_v, c) => (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('Remove')}
                  onClick={() => onChange(value.filter((e) => e.key !== c.key))}
                />
              ),
            },
          ]}
        />
      )}
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('Member name')} {...item('memberName')}>
              <Input
                value={draft.memberName}
                maxLength={120}
                onChange={(e) => set({ memberName: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('Court case number')} {...item('courtCaseNo')}>
              <Input
                value={draft.courtCaseNo}
                maxLength={50}
                onChange={(e) => set({ courtCaseNo: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('Register number')} required {...item('registerNumber')}>
              <Input
                value={draft.registerNumber}
                inputMode="numeric"
                maxLength={20}
                onChange={(e) => set({ registerNumber: e.target.value })}
                data-testid="crime-register-number"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('Register year')} required {...item('registerYear')}>
              <Select<number>
                value={draft.registerYear}
                onChange={(registerYear) => set({ registerYear })}
                options={YEARS.map((y) => ({ value: y, label: String(y) }))}
                placeholder={t('Select year')}
                data-testid="crime-register-year"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('City')} required {...item('cityId')}>
              <Select<number>
                value={draft.cityId}
                onChange={(cityId) => set({ cityId, stationId: undefined })}
                options={(cities.data ?? []).map((c) => ({
                  value: c.id,
                  label: name({ mr: c.nameMr, en: c.nameEn }),
                }))}
                showSearch
                optionFilterProp="label"
                placeholder={t('Select city')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('Police station')} required {...item('stationId')}>
              <Select<number>
                value={draft.stationId}
                onChange={(stationId) => set({ stationId })}
                options={(stations.data ?? []).map((s) => ({
                  value: s.id,
                  label: name({ mr: s.nameMr, en: s.nameEn }),
                }))}
                showSearch
                optionFilterProp="label"
                placeholder={t('Select police station')}
                data-testid="crime-station"
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item label={t('Act')} required {...item('actId')}>
              <Select<number>
                value={draft.actId}
                onChange={(actId) => set({ actId, sectionId: undefined })}
                options={(acts.data ?? []).map((a) => ({
                  value: a.id,
                  label: name({ mr: a.nameMr, en: a.nameEn }),
                }))}
                showSearch
                optionFilterProp="label"
                placeholder={t('Select act')}
                data-testid="crime-act"
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item label={t('Section')} required {...item('sectionId')}>
              <Select<number>
                value={draft.sectionId}
                onChange={(sectionId) => set({ sectionId })}
                disabled={draft.actId === undefined}
                showSearch
                filterOption={false}
                onSearch={setSectionSearch}
                options={(sections.data ?? []).map((s) => ({
                  value: s.id,
                  label: name({ mr: s.nameMr, en: s.nameEn }),
                }))}
                placeholder={t('Select section')}
                data-testid="crime-section"
              />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item label=" ">
              <Button icon={<PlusOutlined />} onClick={addPair} block>
                {t('Add')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
        {pairs.length > 0 && (
          <Flex wrap gap={4} style={{ marginBottom: 12 }}>
            {pairs.map((p) => (
              <Tag
                key={p.sectionId}
                closable
                onClose={() => setPairs(pairs.filter((x) => x.sectionId !== p.sectionId))}
              >
                {`${name(p.actName).split(',')[0]} ${p.code}`}
              </Tag>
            ))}
          </Flex>
        )}
        <Button icon={<PlusOutlined />} onClick={addEntry} data-testid="crime-add-entry">
          {t('Add crime entry')}
        </Button>
      </Form>
    </Card>
  );
}
