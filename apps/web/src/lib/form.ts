import { type FormErrors, schemaResolver } from '@mantine/form';

/** A schema @mantine/form can run (Standard Schema: every zod schema of `@otklik/contracts` is one). */
type ContractSchema = Parameters<typeof schemaResolver>[0];

/**
 * The `validate` of a `useForm` whose values are a request body: the contract's own schema (the one the API validates
 * that body with) decides what is wrong, so form and server never disagree; the seeker reads `messages[field]` (the
 * field's message in their language) instead of zod's English text. A field without a message keeps zod's text.
 * Errors are keyed by the field's path (`days`, `message`, `experience.0.start`); a message for an item of a list is
 * keyed by the path with `*` for the index (`experience.*.start`), and the field's own message covers the rest.
 */
export function contractValidate<Values>(
  schema: ContractSchema,
  messages: Partial<Record<keyof Values & string, string>> & Record<string, string | undefined>,
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  const byPath: Record<string, string | undefined> = messages;
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(values))) {
      const pattern = path.replace(/\.\d+(?=\.|$)/gu, '.*');
      const field = path.split('.')[0]!;
      errors[path] = byPath[pattern] ?? byPath[field] ?? message;
    }
    return errors;
  };
}
