import { describe, expect, it } from 'vitest';
import { categoryPatchSchema } from '@core/schemas/blog';
import {
  acceptInvitationFormSchema,
  categoryInput,
  categoryPatch,
  settingsInput,
  statusChangeFor,
} from './blogAdminForms';
import { parseForm } from './fieldErrors';

const category = {
  id: 3,
  name: 'Guides',
  slug: 'guides',
  description: null,
  nameAr: null,
  descriptionAr: null,
};

describe('blog management forms', () => {
  it('leaves an empty slug out of a new category so the server makes it from the name', () => {
    expect(categoryInput({ name: 'Road trips', slug: '  ', description: '' })).toEqual({
      name: 'Road trips',
      description: null,
      nameAr: null,
      descriptionAr: null,
    });
    expect(
      categoryInput({ name: 'Road trips', slug: 'trips', description: 'Far', nameAr: 'رحلات' }),
    ).toEqual({
      name: 'Road trips',
      slug: 'trips',
      description: 'Far',
      nameAr: 'رحلات',
      descriptionAr: null,
    });
  });

  it('sends only what changed in an edited category, never an emptied slug', () => {
    expect(
      categoryPatch({ name: 'Guides', slug: 'guides', description: undefined }, category),
    ).toEqual({});
    expect(categoryPatch({ name: 'How-tos', slug: '', description: null }, category)).toEqual({
      name: 'How-tos',
    });
    const patch = categoryPatch({ name: 'Guides', slug: 'how-to', description: 'Steps' }, category);
    expect(patch).toEqual({ slug: 'how-to', description: 'Steps' });
    expect(categoryPatchSchema.parse(patch)).toEqual(patch);
    expect(categoryPatch({ name: 'Guides', slug: 'guides', nameAr: 'أدلة' }, category)).toEqual({
      nameAr: 'أدلة',
    });
  });

  it('sends no default picture as null', () => {
    const values = { title: 'Blog', description: '', postsPerPage: 9 };
    expect(settingsInput({ ...values, defaultSeoImage: '' }).defaultSeoImage).toBeNull();
    expect(settingsInput({ ...values, defaultSeoImage: ' /media/a.webp ' }).defaultSeoImage).toBe(
      '/media/a.webp',
    );
  });

  it("asks for the same password twice, with core's password rules", () => {
    const ok = parseForm(acceptInvitationFormSchema, {
      name: 'Noor',
      password: 'long enough',
      confirmPassword: 'long enough',
    });
    expect(ok.ok).toBe(true);
    const mismatch = parseForm(acceptInvitationFormSchema, {
      name: 'Noor',
      password: 'long enough',
      confirmPassword: 'long enougH',
    });
    expect(mismatch).toEqual({
      ok: false,
      errors: { confirmPassword: 'The passwords do not match' },
    });
    const short = parseForm(acceptInvitationFormSchema, {
      name: ' ',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.ok ? {} : Object.keys(short.errors).sort()).toEqual(['name', 'password']);
  });

  it('never offers deactivating oneself', () => {
    expect(statusChangeFor({ id: 1, status: 'active' }, 2)).toEqual({
      status: 'disabled',
      label: 'Deactivate',
      blockedReason: null,
    });
    expect(statusChangeFor({ id: 2, status: 'active' }, 2).blockedReason).toMatch(/own account/);
    expect(statusChangeFor({ id: 1, status: 'disabled' }, 2)).toMatchObject({
      status: 'active',
      label: 'Reactivate',
    });
  });
});
