import { useEffect, useMemo, useState } from 'react';
import {
  App,
  Button,
  Col,
  DatePicker,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CRIME_MESSAGES,
  crimeInputSchema,
  STATE_ID,
  type Lookup,
  type SessionUser,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { DATE_FORMAT, localName, indiaToday } from '@/lib/format';
import { useFieldErrors, type FieldErrors } from '@/lib/form-field-errors';
import {
  crimeFieldOf,
  crimeInputFrom,
  crimeValuesFrom,
  showsCourtDetails,
  showsPunishment,
  type CrimeField,
  type CrimeFormValues,
  type MemberRow,
} from './crime-state';
import { isOutsideRegisterYear, yearOptions } from './date-rules';
import { LocationFields } from './location-fields';
import { CourtFields } from './court-fields';
import { digitsOnlyInputProps, toLatinDigits } from './digits';
import { useCities } from '../../api/get-cities';
import { useMasterList, type MasterItem } from '../../api/get-master-list';
import { useActs, useSections, useStations } from './lookups';
import type { CrimeDraft, Named, SectionPair } from './wizard-state';

/** Spec 2 §9: the crime and arrest drawers are 800 wide. */
export const CRIME_DRAWER_WIDTH = 800;

const named = (row: { nameMr: string; nameEn: string } | undefined): Named => ({
  mr: row?.nameMr ?? '',
  en: row?.nameEn ?? '',
});

interface CrimeDrawerProps {
  open: boolean;
  /** The crime being changed, or null to add one. */
  editing: CrimeDraft | null;
  /** The accused's headings (crime types): their titles are offered first. */
  headingIds: readonly number[];
  /** Server errors of this crime from a failed Done, to show at once. */
  initialErrors?: Record<string, string>;
  user: SessionUser;
  /** Keeps the crime (create mode) or saves it (edit mode); throws the server's refusal. */
  onSave: (draft: CrimeDraft) => Promise<void>;
  onClose: () => void;
}

let draftSequence = 0;

/**
 * Spec 2 §2.3, §3.2, §4, §5.2: one crime with its act/section pairs and co-accused. The
 * wizard mounts a fresh drawer for each opening, so nothing typed outlives a close.
 */
export function CrimeDrawer({
  open,
  editing,
  headingIds,
  initialErrors,
  user,
  onSave,
  onClose,
}: CrimeDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CrimeFormValues>();
  const errors = useFieldErrors<CrimeField>();
  const [pairs, setPairs] = useState<SectionPair[]>(editing?.pairs ?? []);
  const [members, setMembers] = useState<MemberRow[]>(
    (editing?.input.members ?? []).map((m) => ({ ...m, registerYear: m.registerYear ?? null })),
  );
  const [sectionSearch, setSectionSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const name = (row: { nameMr: string; nameEn: string }) =>
    localName(i18n.language, row.nameMr, row.nameEn);

  const cityId = Form.useWatch('cityId', form);
  const registerYear = Form.useWatch('registerYear', form);
  const statusId = Form.useWatch('statusId', form);
  const actId = Form.useWatch('actId', form);
  const sectionId = Form.useWatch('sectionId', form);
  const memberName = Form.useWatch('memberName', form);
  const memberRegisterNumber = Form.useWatch('memberRegisterNumber', form);

  const cities = useCities();
  const stations = useStations(cityId);
  const types = useMasterList('crime-types');
  const titles = useMasterList('crime-titles');
  const statuses = useMasterList('crime-statuses');
  const acts = useActs();
  const sections = useSections(actId, sectionSearch);

  const { setErrors } = errors;
  useEffect(() => {
    if (!initialErrors) return;
    const found: FieldErrors<CrimeField> = {};
    for (const [field, text] of Object.entries(initialErrors)) {
      const target = crimeFieldOf(field);
      if (target) found[target] ??= text;
    }
    setErrors(found);
  }, [initialErrors, setErrors]);

  // Titles grouped by crime type, the accused's own headings first.
  const titleOptions = useMemo(() => {
    const byType = new Map<number, MasterItem[]>();
    for (const title of titles.data ?? []) {
      const typeId = title.crimeTypeId ?? 0;
      byType.set(typeId, [...(byType.get(typeId) ?? []), title]);
    }
    const ordered = [...(types.data ?? [])].sort(
      (a, b) => Number(!headingIds.includes(a.id)) - Number(!headingIds.includes(b.id)),
    );
    return ordered
      .filter((type) => byType.has(type.id))
      .map((type) => ({
        label: localName(i18n.language, type.nameMr, type.nameEn),
        title: localName(i18n.language, type.nameMr, type.nameEn),
        options: (byType.get(type.id) ?? []).map((title) => ({
          value: title.id,
          label: localName(i18n.language, title.nameMr, title.nameEn),
        })),
      }));
  }, [titles.data, types.data, headingIds, i18n.language]);

  // Section names usually begin with their code ('379 - चोरी'); the code is not said twice.
  const sectionLabel = (code: string, text: Named) => {
    const label = localName(i18n.language, text.mr, text.en);
    return !label || label.startsWith(code) ? label || code : `${code} - ${label}`;
  };

  const pendingPair = (): SectionPair | null => {
    const act = acts.data?.find((a) => a.id === actId);
    const section = sections.data?.find((s) => s.id === sectionId);
    if (!act || !section) return null;
    return {
      actId: act.id,
      sectionId: section.id,
      act: named(act),
      sectionCode: section.code,
      section: named(section),
    };
  };

  const addPair = () => {
    const pair = pendingPair();
    if (!pair) return;
    if (!pairs.some((p) => p.actId === pair.actId && p.sectionId === pair.sectionId)) {
      setPairs([...pairs, pair]);
    }
    // The act stays chosen: several sections of one act are the usual case.
    form.setFieldsValue({ sectionId: undefined });
    setSectionSearch('');
    errors.clear(['actId', 'sectionId']);
  };

  const pendingMember = (): MemberRow | null => {
    const values = form.getFieldsValue(true) as CrimeFormValues;
    const memberText = (values.memberName ?? '').trim();
    if (!memberText) return null;
    return {
      memberName: memberText,
      registerNumber: (values.memberRegisterNumber ?? '').trim(),
      registerYear: values.memberRegisterYear ?? null,
    };
  };

  const addMember = () => {
    const member = pendingMember();
    if (!member) return;
    setMembers([...members, member]);
    form.setFieldsValue({
      memberName: undefined,
      memberRegisterNumber: undefined,
      memberRegisterYear: undefined,
    });
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as CrimeFormValues;
    // A pair or member chosen but not yet added is what the officer means to save.
    const pair = pendingPair();
    const allPairs =
      pair && !pairs.some((p) => p.actId === pair.actId && p.sectionId === pair.sectionId)
        ? [...pairs, pair]
        : pairs;
    const member = pendingMember();
    const allMembers = member ? [...members, member] : members;

    const parsed = crimeInputSchema.safeParse(crimeInputFrom(values, allPairs, allMembers));
    const found: FieldErrors<CrimeField> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const target = crimeFieldOf(issue.path.map(String).join('.'));
      if (target) found[target] ??= issue.message;
    }
    if (allPairs.length === 0) {
      // Spec 2 §5.2: 'Please select a rule' without an act, 'Please select a kalam' without a section.
      if (values.actId === undefined) found.actId = CRIME_MESSAGES.ruleRequired;
      else {
        delete found.actId;
        found.sectionId = CRIME_MESSAGES.kalamRequired;
      }
    }
    errors.setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;

    setPairs(allPairs);
    setMembers(allMembers);
    if (pair) form.setFieldsValue({ sectionId: undefined });
    if (member) {
      form.setFieldsValue({
        memberName: undefined,
        memberRegisterNumber: undefined,
        memberRegisterYear: undefined,
      });
    }
    const data = parsed.data;
    // The table shows names; a list not loaded yet falls back to what the crime had.
    const nameOf = (list: Lookup[] | undefined, id: number, fallback: Named | undefined) => {
      const row = list?.find((item) => item.id === id);
      return row ? named(row) : (fallback ?? named(undefined));
    };
    const draft: CrimeDraft = {
      key: editing?.key ?? `new-${++draftSequence}`,
      ...(editing?.id !== undefined ? { id: editing.id } : {}),
      input: data,
      city: nameOf(cities.data, data.cityId, editing?.city),
      station: nameOf(stations.data, data.stationId, editing?.station),
      title: nameOf(titles.data, data.crimeTitleId, editing?.title),
      pairs: allPairs,
    };
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        void message.error(t('Something went wrong. Please try again.'));
        return;
      }
      const placed: FieldErrors<CrimeField> = {};
      let unplaced: string | null = null;
      for (const [field, text] of Object.entries(error.fields)) {
        const target = crimeFieldOf(field);
        if (target) placed[target] ??= text;
        else unplaced ??= text;
      }
      errors.setErrors(placed);
      if (unplaced || Object.keys(placed).length === 0)
        void message.error(t(unplaced ?? error.message));
    } finally {
      setSaving(false);
    }
  };

  const onRegisterYear = (year: number) => {
    const date = form.getFieldValue('registeredOn') as CrimeFormValues['registeredOn'];
    // Say at once why a chosen date no longer fits, instead of clearing it silently.
    if (date && isOutsideRegisterYear(date, year)) {
      errors.setErrors({ ...errors.errors, registeredOn: CRIME_MESSAGES.registeredOnOutsideYear });
    } else {
      errors.clear(['registeredOn']);
    }
  };

  const years = yearOptions().map((year) => ({ value: year, label: String(year) }));
  const court = showsCourtDetails(statusId);
  const convicted = showsPunishment(statusId);

  return (
    <Drawer
      title={editing ? t('Update crime') : t('Add crime')}
      placement="right"
      width={CRIME_DRAWER_WIDTH}
      open={open}
      onClose={() => !saving && onClose()}
      // Only Cancel and the close button close a form (see accused-drawer.tsx).
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            {t('Cancel')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save()}
            data-testid="crime-save"
          >
            {editing ? t('Update') : t('Save')}
          </Button>
        </Flex>
      }
    >
      <Form<CrimeFormValues>
        form={form}
        name="crime"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? crimeValuesFrom(editing)
            : {
                stateId: STATE_ID,
                cityId: user.cityId ?? undefined,
                stationId: user.stationId ?? undefined,
              }
        }
        onValuesChange={(changed: CrimeFormValues) => errors.clear(Object.keys(changed))}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('Where the crime is registered')}
        </Typography.Title>
        <Row gutter={16}>
          <LocationFields itemProps={errors.itemProps} span={8} testIdPrefix="crime" />
          <Col xs={24} md={8}>
            <Form.Item
              name="registerNumber"
              label={t('Crime register number')}
              required
              normalize={toLatinDigits}
              {...errors.itemProps('registerNumber')}
            >
              <Input {...digitsOnlyInputProps} maxLength={20} placeholder={t('Digits only')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="registerYear"
              label={t('Register year')}
              required
              {...errors.itemProps('registerYear')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('Select year')}
                options={years}
                onChange={onRegisterYear}
                data-testid="crime-register-year"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="registeredOn"
              label={t('Registration date')}
              required
              extra={registerYear ? undefined : t('Choose the register year first.')}
              {...errors.itemProps('registeredOn')}
            >
              <DatePicker
                style={{ width: '100%' }}
                format={DATE_FORMAT}
                disabled={!registerYear}
                disabledDate={(day) => isOutsideRegisterYear(day, registerYear)}
                defaultPickerValue={
                  registerYear && registerYear !== indiaToday().year()
                    ? dayjs(`${registerYear}-01-01`)
                    : undefined
                }
                placeholder={t('Select date')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="crimeTitleId"
              label={t('Crime title')}
              required
              {...errors.itemProps('crimeTitleId')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('Select crime title')}
                loading={titles.isPending}
                options={titleOptions}
                data-testid="crime-title"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="statusId"
              label={t('Crime status')}
              required
              {...errors.itemProps('statusId')}
            >
              <Select
                placeholder={t('Select status')}
                loading={statuses.isPending}
                options={(statuses.data ?? []).map((s) => ({ value: s.id, label: name(s) }))}
                data-testid="crime-status"
              />
            </Form.Item>
          </Col>
          {court && <CourtFields itemProps={errors.itemProps} digitsOnlyCaseNumber />}
          {convicted && (
            <>
              <Col xs={24} md={12}>
                <Form.Item
                  name="punishment"
                  label={t('Punishment')}
                  {...errors.itemProps('punishment')}
                >
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="penalty" label={t('Penalty')} {...errors.itemProps('penalty')}>
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>

        <Divider orientation="left" orientationMargin={0}>
          {t('Act and sections')}
        </Divider>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={9}>
            <Form.Item
              name="actId"
              label={t('Act (Kayda)')}
              required
              {...errors.itemProps('actId')}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('Select act')}
                loading={acts.isPending}
                options={(acts.data ?? []).map((a) => ({ value: a.id, label: name(a) }))}
                onChange={() => {
                  form.setFieldsValue({ sectionId: undefined });
                  setSectionSearch('');
                }}
                data-testid="crime-act"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={11}>
            <Form.Item
              name="sectionId"
              label={t('Section (Kalam)')}
              required
              {...errors.itemProps('sectionId')}
            >
              <Select
                showSearch
                filterOption={false}
                onSearch={setSectionSearch}
                placeholder={t('Type to search sections')}
                disabled={actId === undefined}
                loading={sections.isFetching}
                notFoundContent={sections.isFetching ? t('Loading...') : t('No matching section')}
                options={(sections.data ?? []).map((s) => ({
                  value: s.id,
                  label: sectionLabel(s.code, named(s)),
                }))}
                data-testid="crime-section"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label=" " colon={false}>
              <Button
                block
                icon={<PlusOutlined />}
                disabled={sectionId === undefined}
                onClick={addPair}
                data-testid="crime-add-section"
              >
                {t('Add')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
        <div data-testid="crime-pairs" style={{ marginBottom: 24 }}>
          {pairs.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('No act and section added yet.')}
              style={{ margin: '4px 0' }}
            />
          ) : (
            <Flex wrap gap={8}>
              {pairs.map((pair) => (
                <Tag
                  key={`${pair.actId}-${pair.sectionId}`}
                  color="blue"
                  closable
                  closeIcon={<DeleteOutlined aria-label={t('Remove')} />}
                  onClose={(event) => {
                    event.preventDefault();
                    setPairs(pairs.filter((p) => p !== pair));
                  }}
                  style={{ padding: '4px 8px', fontSize: 13, marginInlineEnd: 0 }}
                  data-testid="crime-pair"
                >
                  {localName(i18n.language, pair.act.mr, pair.act.en)} :{' '}
                  {sectionLabel(pair.sectionCode, pair.section)}
                </Tag>
              ))}
            </Flex>
          )}
        </div>

        <Divider orientation="left" orientationMargin={0}>
          {t('Co-accused in this crime')}
        </Divider>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={9}>
            <Form.Item
              name="memberName"
              label={t('Member name')}
              {...errors.itemProps('memberName')}
            >
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="memberRegisterNumber"
              label={t('Register number')}
              normalize={toLatinDigits}
            >
              <Input {...digitsOnlyInputProps} maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="memberRegisterYear" label={t('Register year')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={years}
                placeholder={t('Year')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label=" " colon={false}>
              <Button
                block
                icon={<PlusOutlined />}
                disabled={!memberName?.trim() || !memberRegisterNumber}
                onClick={addMember}
                data-testid="crime-add-member"
              >
                {t('Add more')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
        {members.length > 0 && (
          <Flex vertical gap={4} data-testid="crime-members">
            {members.map((member, index) => (
              <Flex
                key={`${member.memberName}-${index}`}
                justify="space-between"
                align="center"
                style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '4px 12px' }}
              >
                <span>
                  {member.memberName}
                  {member.registerNumber && (
                    <Typography.Text type="secondary">
                      {' '}
                      · {t('Register number')} {member.registerNumber}
                      {member.registerYear ? `/${member.registerYear}` : ''}
                    </Typography.Text>
                  )}
                </span>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('Remove')}
                  onClick={() => setMembers(members.filter((_m, i) => i !== index))}
                />
              </Flex>
            ))}
          </Flex>
        )}
      </Form>
    </Drawer>
  );
}
