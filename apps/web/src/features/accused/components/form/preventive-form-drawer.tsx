import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PREVENTIVE_MESSAGES, preventiveInputSchema, type Preventive } from '@cmis/shared';
import { useFieldErrors } from '@/lib/form-field-errors';
import { useAddPreventive } from '../../api/add-preventive';
import { useUpdatePreventive } from '../../api/update-preventive';
import { ENTRY_DRAWER_WIDTH, EntryDrawer } from './entry-drawer';
import { PreventiveFields } from './preventive-fields';
import {
  PREVENTIVE_FIELDS,
  preventiveInputFrom,
  preventiveValuesFrom,
  type PreventiveField,
  type PreventiveFormValues,
} from './preventive-state';
import { placeMessages, placeServerFailure, useCloseAfterSave } from './save-flow';

/** Spec 2 §4: the drawer closes 2000 ms after a save. */
export const PREVENTIVE_CLOSE_DELAY_MS = 2000;

/** A schema issue or server error on `externmentCityIds.0` belongs to its field. */
const preventiveFieldOf = (name: string): PreventiveField | null => {
  const field = name.split('.')[0] ?? '';
  return (PREVENTIVE_FIELDS as readonly string[]).includes(field)
    ? (field as PreventiveField)
    : null;
};

interface PreventiveFormDrawerProps {
  accusedId: number;
  editing: Preventive | null;
  onClose: () => void;
}

/** Spec 2 §3.4, §4, §5.4: add or change one preventive action. */
export function PreventiveFormDrawer({ accusedId, editing, onClose }: PreventiveFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PreventiveFormValues>();
  const errors = useFieldErrors<PreventiveField>();
  const addPreventive = useAddPreventive();
  const updatePreventive = useUpdatePreventive();
  const closing = useCloseAfterSave(onClose, PREVENTIVE_CLOSE_DELAY_MS);
  const pending = addPreventive.isPending || updatePreventive.isPending;

  const save = async () => {
    const values = form.getFieldsValue(true) as PreventiveFormValues;
    const parsed = preventiveInputSchema.safeParse(preventiveInputFrom(values));
    if (!parsed.success) {
      const entries = parsed.error.issues.map(
        (issue) => [String(issue.path[0] ?? ''), issue.message] as const,
      );
      errors.setErrors(placeMessages(entries, preventiveFieldOf).placed);
      return;
    }
    errors.reset();
    try {
      if (editing) await updatePreventive.mutateAsync({ id: editing.id, input: parsed.data });
      else await addPreventive.mutateAsync({ accusedId, input: parsed.data });
    } catch (error) {
      const failure = placeServerFailure(error, preventiveFieldOf);
      errors.setErrors(failure.placed);
      if (failure.toast) void message.error(t(failure.toast));
      return;
    }
    closing.finish(PREVENTIVE_MESSAGES.saved);
  };

  return (
    <EntryDrawer
      title={editing ? t('Update preventive action') : t('Add preventive action')}
      width={ENTRY_DRAWER_WIDTH - 80}
      open
      pending={pending}
      done={closing.done}
      updating={editing !== null}
      onSave={() => void save()}
      onClose={onClose}
      saveTestId="preventive-save"
    >
      <Form<PreventiveFormValues>
        form={form}
        name="preventive"
        layout="vertical"
        noValidate
        initialValues={
          editing
            ? preventiveValuesFrom(editing, t('Order file'))
            : { externmentCityIds: [], orderFile: [] }
        }
        onValuesChange={(changed: PreventiveFormValues) =>
          errors.clear(
            Object.keys(changed).map((key) => (key === 'orderFile' ? 'orderFileId' : key)),
          )
        }
      >
        <PreventiveFields itemProps={errors.itemProps} />
      </Form>
    </EntryDrawer>
  );
}
