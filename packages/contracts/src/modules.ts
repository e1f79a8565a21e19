// zod schemas of the module ids, flags and tree (the plain types and helpers: module-ids.ts).
import { z } from 'zod';
import { MODULE_IDS, type ModuleNode } from './module-ids';

export const moduleIdSchema = z.enum(MODULE_IDS);

export const moduleFlagsSchema = z.partialRecord(moduleIdSchema, z.boolean());

export const moduleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string().min(1),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(moduleNodeSchema).optional(),
  }),
);
