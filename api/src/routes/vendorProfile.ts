import { profilePatchSchema } from '@core/schemas/profile';
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
import type { Actor } from '../policies/policy';
import type { ApiRouter } from './apiRouter';
import { uploadReader } from './uploads';

const readLogo = uploadReader({
  what: 'logo',
  maxBytes: MAX_LOGO_BYTES,
  fields: 0,
  tooLarge: logoTooLarge,
  unsupported: unsupportedLogo,
});

const profileVersion = {
  key: ({ actor }: { actor: Actor }) => `company:${ownCompanyId(actor)}`,
  current: async ({ actor }: { actor: Actor }) => profileOf(await ownCompany(ownCompanyId(actor))),
};

/** The company's own profile, contact details and logo. */
export function vendorProfileRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/profile',
    policy: profilePolicy.read,
    etag: true,
    handler: async ({ actor }) => profileOf(await ownCompany(ownCompanyId(actor))),
  });

  // Contact details are read fresh by POST /api/leads; what renters see on the site is cached,
  // so a visible change refreshes the catalogue.
  api.add({
    method: 'patch',
    path: '/vendor/profile',
    policy: profilePolicy.manageOwn,
    body: profilePatchSchema,
    version: profileVersion,
    handler: ({ actor, body }) => updateProfile(ownCompanyId(actor), body),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: ({ company }) => profileOf(company),
  });

  api.add({
    method: 'post',
    path: '/vendor/profile/logo',
    policy: profilePolicy.manageOwn,
    version: profileVersion,
    handler: async ({ ctx, actor, deps }) => {
      const { file } = await readLogo(ctx);
      return replaceLogo(ownCompanyId(actor), file.buffer, deps.storage);
    },
    changesCatalogue: true,
    present: (company) => profileOf(company),
  });
}
