import { z } from 'zod';

/** A node of the /areas tree: `{id, parent_id, name, areas: [...]}`; `parent_id` is null for countries. */
export interface HhArea {
  id: string;
  parent_id: string | null;
  name: string;
  areas: HhArea[];
}

/** One /areas node, recursive (spec AreasAreas). */
export const hhAreaSchema: z.ZodType<HhArea> = z.looseObject({
  id: z.string().min(1),
  parent_id: z.string().nullable(),
  name: z.string(),
  get areas() {
    return z.array(hhAreaSchema);
  },
});

/** GET /areas: the whole tree, one node per country. */
export const hhAreasSchema = z.array(hhAreaSchema);

/**
 * GET /suggests/areas?text= (text 2–3000 characters): areas whose names start with the text,
 * as `{items: [{id, text, url}]}` (spec SuggestsSuggestsAreas).
 */
export const hhAreaSuggestsSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), text: z.string(), url: z.string() })),
});
export type HhAreaSuggests = z.infer<typeof hhAreaSuggestsSchema>;
