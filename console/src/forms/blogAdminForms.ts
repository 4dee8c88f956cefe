/**
 * The blog management forms' values and what they send: categories (new and edited), the
 * settings, and accepting an invitation (with the password typed twice).
 */
import { z } from 'zod';
import {
  acceptInvitationSchema,
  INVITATION_TTL_DAYS,
  type BlogCategory,
  type BlogSettings,
} from '@core/schemas/blog';
import type { BlogWriter } from '@core/schemas/blog';
import { changedFields } from './changedFields';

export interface CategoryValues {
  name?: string;
  slug?: string;
  description?: string | null;
  nameAr?: string | null;
  descriptionAr?: string | null;
}

const textOrNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** A new category: an empty slug box means "make it from the name"; empty Arabic boxes, none. */
export function categoryInput({ name, slug, description, nameAr, descriptionAr }: CategoryValues) {
  return {
    name: name ?? '',
    ...(slug?.trim() ? { slug } : {}),
    description: textOrNull(description),
    nameAr: textOrNull(nameAr),
    descriptionAr: textOrNull(descriptionAr),
  };
}

/** An edited category: only what changed; an emptied slug box keeps the slug it has. */
export function categoryPatch(values: CategoryValues, category: BlogCategory) {
  const { slug, ...rest } = categoryInput(values);
  return changedFields({ ...rest, slug: slug ?? category.slug }, category);
}

export interface SettingsValues extends Omit<BlogSettings, 'defaultSeoImage'> {
  defaultSeoImage?: string | null;
}

/** The whole settings form; no picture is null ("none"). */
export const settingsInput = ({ defaultSeoImage, ...rest }: SettingsValues) => ({
  ...rest,
  defaultSeoImage: defaultSeoImage?.trim() ? defaultSeoImage.trim() : null,
});

/** Accepting an invitation: core's rules for the name and password, and the same password twice. */
export const acceptInvitationFormSchema = acceptInvitationSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type AcceptInvitationValues = z.input<typeof acceptInvitationFormSchema>;

/** Shown with a new invitation's link, the one time it can be read. */
export const INVITATION_LINK_NOTE =
  `The e-mail carries this link. To send it another way too, copy it now: it is shown only ` +
  `this once. It works once, for ${INVITATION_TTL_DAYS} days.`;

/** Whether the admin may deactivate or reactivate this account, and what the button says. */
export function statusChangeFor(writer: Pick<BlogWriter, 'id' | 'status'>, selfId: number) {
  const deactivate = writer.status === 'active';
  return {
    status: deactivate ? ('disabled' as const) : ('active' as const),
    label: deactivate ? 'Deactivate' : 'Reactivate',
    /** Nobody deactivates themselves (the server refuses it too). */
    blockedReason:
      deactivate && writer.id === selfId ? 'You cannot deactivate your own account' : null,
  };
}
