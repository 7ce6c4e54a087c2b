import { type FormErrors, schemaResolver } from '@mantine/form';

/** A schema @mantine/form can run (Standard Schema: every zod schema of `@otklik/contracts` is one). */
type ContractSchema = Parameters<typeof schemaResolver>[0];

/**
 * The `validate` of a `useForm` whose values are a request body: the contract's own schema (the one the API validates
 * that body with) decides what is wrong, so form and server never disagree; the seeker reads `messages[field]` (the
 * field's message in their language) instead of zod's English text. A field without a message keeps zod's text.
 * Errors are keyed by the field's path (`days`, `message`).
 */
export function contractValidate<Values>(schema: ContractSchema, messages: Partial<Record<keyof Values & string, string>>): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(values))) {
      const field = path.split('.')[0] as keyof Values & string;
      errors[path] = messages[field] ?? message;
    }
    return errors;
  };
}
