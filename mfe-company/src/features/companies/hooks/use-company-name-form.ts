import { useState } from 'react';
import type { ApiError } from '@school/shared/api';
import { CreateUserGroupInputSchema } from '@school/shared/schemas';
import { useSchemaForm } from '@school/shared/ui';

/**
 * The add-company form: the shared schema's messages as the user types, and the server's message for
 * the name it refused (a duplicate) until the name changes.
 */
export function useCompanyNameForm() {
  const form = useSchemaForm(CreateUserGroupInputSchema, { name: '' }, { live: true });
  const [refused, setRefused] = useState<{ name: string; message: string } | null>(null);
  const serverError = refused && refused.name === form.values.name ? refused.message : null;

  return {
    form,
    nameError: serverError ?? form.errors.name ?? null,
    canSubmit: form.dirty && form.valid && !serverError,
    /** Remembers a server message about the name; true when the error was about the name. */
    refuse: (error: ApiError, name: string): boolean => {
      const message = error.fieldErrors.name;
      if (!message) return false;
      setRefused({ name, message });
      return true;
    },
  };
}
