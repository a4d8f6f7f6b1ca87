import { z } from 'zod';

const generatedIndexSchema = z.object({
  type: z.literal('generated-index'),
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().regex(/^[^\s?#]*$/, { message: 'slug must not contain spaces, ? or #' }).optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
});

/** Where a sidebar category leads, as Docusaurus writes it in `_category_` files and sidebars files. */
export const categoryLinkSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('doc'), id: z.string() }), generatedIndexSchema]);
export type CategoryLink = z.infer<typeof categoryLinkSchema>;
