import { useRef, type FormEvent } from 'react';
import { formErrorMessage } from '@school/shared/api';
import type { UserGroup } from '@school/shared/schemas';
import { Button, FormError, Modal, TextInput, toast, useConfirmedClose, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCreateCompany } from '../api/companies';
import { useCompanyNameForm } from '../hooks/use-company-name-form';

/** 520 px wide on desktop, full width under 767 px (spec §9). */
const MODAL_WIDTH = 520;

/**
 * The add-company modal: name required, at least 2 characters, trimmed; the server refuses duplicates.
 * A typed name is not lost: closing or leaving the page asks first, a failed save offers a retry.
 */
export function AddCompanyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (company: UserGroup) => void }) {
  const { form, nameError, canSubmit, refuse } = useCompanyNameForm();
  const formRef = useRef<HTMLFormElement>(null);
  const focusName = () => formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  const typedAnything = form.values.name.trim() !== '';
  const unsaved = useUnsavedChanges(typedAnything);
  const { requestClose, dialog } = useConfirmedClose(typedAnything, onClose);
  const create = useCreateCompany({
    onSuccess: (company) => {
      toast.success(texts.add.created(company.name));
      unsaved.release();
      onCreated(company);
    },
  });

  const send = () => {
    const body = form.submit();
    if (!body || !canSubmit || create.isPending) return;
    const typed = form.values.name;
    create.mutate(
      { body },
      {
        onError: (error) => {
          if (refuse(error, typed)) focusName();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const otherError = create.error && !create.error.fieldErrors.name ? formErrorMessage(create.error) : null;

  return (
    <Modal title={texts.add.title} onClose={requestClose} width={MODAL_WIDTH} fullWidthOnNarrow testId="add-company-modal">
      <form ref={formRef} onSubmit={submit} noValidate>
        {otherError && <FormError message={otherError} onRetry={canSubmit ? send : undefined} busy={create.isPending} />}
        <TextInput
          label={texts.add.name}
          value={form.values.name}
          onChange={form.set('name')}
          onBlur={() => form.touch('name')}
          error={nameError}
          autoComplete="organization"
          maxLength={200}
          required
        />
        <div className="sc-modal__footer">
          <Button variant="secondary" onClick={requestClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!canSubmit}>
            {texts.add.submit}
          </Button>
        </div>
      </form>
      {dialog}
    </Modal>
  );
}
