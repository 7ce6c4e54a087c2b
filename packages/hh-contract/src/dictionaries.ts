import { z } from 'zod';
import { idNameSchema } from './common';

/**
 * A currency of /dictionaries: `code` (not `id`!) such as RUR, USD; `rate` is units of this currency per 1 RUR
 * (USD ≈ 0.0163), so an amount in RUR is `amount / rate`.
 */
export const hhCurrencySchema = z.looseObject({
  code: z.string().min(1),
  abbr: z.string(),
  name: z.string(),
  rate: z.number().positive(),
  default: z.boolean(),
  in_use: z.boolean(),
});
export type HhCurrency = z.infer<typeof hhCurrencySchema>;

/**
 * GET /dictionaries (spec DictionariesDictionaries): the parts the product and the sandbox use are checked,
 * every other dictionary passes through. hh warns values may change at any time: treat them as data.
 */
export const hhDictionariesSchema = z.looseObject({
  currency: z.array(hhCurrencySchema).min(1),
  experience: z.array(idNameSchema),
  schedule: z.array(idNameSchema),
  employment: z.array(idNameSchema),
  vacancy_type: z.array(idNameSchema),
  vacancy_search_order: z.array(idNameSchema),
  vacancy_relation: z.array(idNameSchema),
  negotiations_state: z.array(idNameSchema),
  applicant_negotiation_status: z.array(idNameSchema),
  negotiations_order: z.array(idNameSchema),
  resume_status: z.array(idNameSchema),
  resume_access_type: z.array(idNameSchema),
  work_format: z.array(idNameSchema).optional(),
  employment_form: z.array(idNameSchema).optional(),
});
export type HhDictionaries = z.infer<typeof hhDictionariesSchema>;
