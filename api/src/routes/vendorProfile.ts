import { profilePatchSchema, type VendorProfile } from '@core/schemas/profile';
import { parseInput } from '../errors';
import { profilePolicy } from '../policies/profile';
import {
  logoTooLarge,
  MAX_LOGO_BYTES,
  ownCompany,
  profileOf,
  replaceLogo,
  unsupportedLogo,
  updateProfile,
} from '../services/companyProfile';
import { ownCompanyId } from '../services/ownCompany';
import type { ApiRouter } from './apiRouter';
import { uploadReader } from './uploads';

const readLogo = uploadReader({
  what: 'logo',
  maxBytes: MAX_LOGO_BYTES,
  fields: 0,
  tooLarge: logoTooLarge,
  unsupported: unsupportedLogo,
});

/** The company's own profile, contact details and logo. */
export function vendorProfileRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/profile',
    policy: profilePolicy.manageOwn,
    handler: async (ctx) => {
      const company = await ownCompany(ownCompanyId(ctx.state.actor!));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await profileOf(company)) satisfies VendorProfile;
    },
  });

  // Contact details are read fresh by POST /api/leads; what renters see on the site is cached,
  // so a visible change refreshes the catalogue.
  api.add({
    method: 'patch',
    path: '/vendor/profile',
    policy: profilePolicy.manageOwn,
    handler: async (ctx) => {
      const patch = parseInput(profilePatchSchema, ctx.request.body, 'body');
      const { company, publicChange } = await updateProfile(ownCompanyId(ctx.state.actor!), patch);
      if (publicChange) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await profileOf(company)) satisfies VendorProfile;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/profile/logo',
    policy: profilePolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      const { file } = await readLogo(ctx);
      const company = await replaceLogo(companyId, file.buffer, ctx.deps.storage);
      ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await profileOf(company)) satisfies VendorProfile;
    },
  });
}
