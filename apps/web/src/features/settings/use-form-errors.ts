import { useState } from 'react';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';

const NONE: FormErrors = { fields: {}, form: null };

/**
 * A form's errors from a failed call: under each field the server names, or one message above.
 * `fail` also moves focus to the first bad field, for keyboard and screen reader users.
 */
export function useFormErrors(fields: readonly string[]) {
  const [errors, setErrors] = useState<FormErrors>(NONE);
  return {
    errors,
    clear: () => setErrors(NONE),
    fail(err: unknown) {
      const next = formErrors(err, fields);
      setErrors(next);
      const first = fields.find((f) => next.fields[f]);
      if (first) document.getElementById(`s-${first}`)?.focus();
      return next;
    },
  };
}
