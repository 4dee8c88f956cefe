/**
 * The zod enums of `enums.ts`' closed sets, for schemas that validate input or answers. Apart
 * from the arrays so that importing the values (menus, labels, the site's header) loads no zod.
 */
import { z } from './zod';
import {
  BRANDS,
  CAR_TYPES,
  CONTACT_METHODS,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  EMIRATES,
  INVITATION_ROLES,
  LEAD_STATUSES,
  LICENCE_KINDS,
  LISTING_STATUSES,
  PAYMENT_METHOD_KINDS,
  POST_STATUSES,
  ROLES,
  SERVICES,
  SUBSCRIPTION_STATUSES,
  TICKET_STATUSES,
  VERIFICATION_STATUSES,
} from '../enums';

export const emirateSchema = z.enum(EMIRATES);
export const carTypeSchema = z.enum(CAR_TYPES);
export const brandSchema = z.enum(BRANDS);
export const serviceSchema = z.enum(SERVICES);
export const contactMethodSchema = z.enum(CONTACT_METHODS);
export const roleSchema = z.enum(ROLES);
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const postStatusSchema = z.enum(POST_STATUSES);
export const invitationRoleSchema = z.enum(INVITATION_ROLES);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export const paymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS);
export const licenceKindSchema = z.enum(LICENCE_KINDS);
