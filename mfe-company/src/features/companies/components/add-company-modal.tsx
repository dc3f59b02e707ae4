import { useRef, type FormEvent } from 'react';
import { formErrorMessage } from '@school/shared/api';
import type { UserGroup } from '@school/shared/schemas';
import { Button, Modal, TextInput, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCreateCompany } from '../api/companies';
import { useCompanyNameForm } from '../hooks/use-company-name-form';

/** 520 px wide on desktop, full width under 767 px (spec §9). */
const MODAL_WIDTH = 520;

/** The add-company modal: name required, at least 2 characters, trimmed; the server refuses duplicates. */
export function AddCompanyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (company: UserGroup) => void }) {
  const { form, nameError, canSubmit, refuse } = useCompanyNameForm();
  const formRef = useRef<HTMLFormElement>(null);
  const focusName = () => formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  const create = useCreateCompany({
    onSuccess: (company) => {
      toast.success(texts.add.created(company.name));
      onCreated(company);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
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

  const otherError = create.error && !create.error.fieldErrors.name ? formErrorMessage(create.error) : null;

  return (
    <Modal title={texts.add.title} onClose={onClose} width={MODAL_WIDTH} fullWidthOnNarrow testId="add-company-modal">
      <form ref={formRef} onSubmit={submit} noValidate>
        {otherError && (
          <p className="sc-form-error" role="alert">
            {otherError}
          </p>
        )}
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
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!canSubmit}>
            {texts.add.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
