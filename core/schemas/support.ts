import { z } from './zod';
import { abilitiesSchema } from './abilities';
import { ticketStatusSchema } from './enums';
import { requiredText } from './common';

export const supportMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string().nullable(),
  /** Written by the company (true) or by our support team (false). */
  fromCompany: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: ticketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  can: abilitiesSchema('reply', 'close'),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketListSchema = z.object({ items: z.array(supportTicketSchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

/** GET /api/vendor/support/:id: the ticket with its messages, oldest first. */
export const supportTicketDetailSchema = supportTicketSchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

export const supportMessageInputSchema = z.object({ message: requiredText(5000) });
export type SupportMessageInput = z.infer<typeof supportMessageInputSchema>;

/** POST /api/vendor/support: a new ticket and its first message. */
export const supportTicketInputSchema = supportMessageInputSchema.extend({
  subject: requiredText(150),
});
export type SupportTicketInput = z.infer<typeof supportTicketInputSchema>;
