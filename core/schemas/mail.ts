import { z } from './zod';

/** GET /api/admin/outbox: the development outbox, newest first. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = z.object({ items: z.array(outboxItemSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;
