/**
 * A business rule's (422) or a conflict's (409) problem as a whole Arabic sentence, so that an
 * Arabic vendor reads no English (issue #21). A plan's limits carry their numbers in the error's
 * `details` (core http/problemDetails.ts); the vendor's other rules are fixed sentences, or name
 * statuses and days, matched here by core's and the API's English message. Loaded with Arabic's
 * strings (VendorI18n.tsx): an English vendor never fetches the table.
 * `problems.test.ts` writes each message with core's own functions and checks it is said here.
 */
import { listingsOverLimit, rowsOverLimit } from '@core/rules/planLimit';
import type { ApiError } from '@core/schemas/error';
import type { VendorT } from './strings';

type Said = (t: VendorT, match: RegExpExecArray) => string;

const status = (t: VendorT, id: string | undefined) => t(`labels.leadStatus.${id ?? ''}`);

/** The vendor's 422s and 409s (api/src/services) → `errors.rule.*`. */
export const RULE_MESSAGES: readonly [RegExp, string | Said][] = [
  [/^Your account has no rental company/, 'noCompany'],
  [/^This ticket is closed: open a new one$/, 'ticketClosed'],
  [/^This payment method pays your plan/, 'methodPaysPlan'],
  [/^Only a document awaiting review can be withdrawn/, 'documentNotPending'],
  [/^This document was just reviewed$/, 'documentReviewed'],
  [/^Only a listing renters can see can be featured/, 'featureNotApproved'],
  [/^This listing is switched off: switch it on before featuring it\.$/, 'featureSwitchedOff'],
  [/^This listing has already been sent for review$/, 'listingSent'],
  [/^No changes of this listing wait for review$/, 'noChangesWaiting'],
  [
    /^Add a payment method \(card, bank transfer or invoice\) before choosing a paid plan$/,
    'addMethod',
  ],
  [/^This lead was changed in the meantime/, 'leadChanged'],
  [
    /^The lead is already (\w+)$/,
    (t, [, now]) => t('errors.rule.leadAlready', { status: status(t, now) }),
  ],
  [
    /^A (\w+) lead is final and cannot be moved to (\w+)$/,
    (t, [, from, to]) => t('errors.rule.leadFinal', { from: status(t, from), to: status(t, to) }),
  ],
  [
    /^A (\w+) lead can only be moved to (.+), not (\w+)$/,
    (t, [, from, allowed = '', to]) =>
      t('errors.rule.leadOnly', {
        from: status(t, from),
        allowed: allowed
          .split(' or ')
          .map((id) => `«${status(t, id)}»`)
          .join(t('errors.rule.or')),
        to: status(t, to),
      }),
  ],
  [/^This account no longer exists$/, 'accountGone'],
  [/^The password was changed meanwhile/, 'passwordChanged'],
  [/^Your e-mail address is already confirmed$/, 'emailConfirmed'],
  [/^An account with this e-mail already exists$/, 'emailTaken'],
  [/^This person is already a member of your team$/, 'alreadyMember'],
  [/^This address already has an account of its own/, 'ownAccount'],
  [/^This address has an invitation waiting already/, 'invitationWaiting'],
  [/^A company keeps at least one owner/, 'lastOwner'],
  [
    /^These days overlap a block from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/,
    (t, [, from = '', to = '']) => t('errors.rule.blockOverlap', { from, to }),
  ],
  [/^This conflicts with something saved at the same moment/, 'savedSameMoment'],
];

/** A plan's limit from the error's numbers. */
function planLimitIn(t: VendorT, details: NonNullable<ApiError['error']['details']>) {
  const n = (key: string) => Number(details[key]);
  const plan = String(details.plan);
  switch (details.rule) {
    case 'plan_listings':
      return t('errors.rule.planListings', { plan, limit: n('limit') });
    case 'plan_change':
      return t('errors.rule.planChange', {
        plan,
        limit: n('limit'),
        used: n('used'),
        remove: listingsOverLimit(n('limit'), n('used')),
      });
    case 'plan_import':
      return t('errors.rule.planImport', {
        plan,
        limit: n('limit'),
        used: n('used'),
        adding: n('adding'),
        remove: rowsOverLimit(n('limit'), n('used'), n('adding')),
      });
    case 'featured_slots':
      return n('slots') === 0
        ? t('errors.rule.featuredNone', { plan })
        : t('errors.rule.featuredFull', { plan, slots: n('slots') });
    default:
      return null;
  }
}

/** The problem's whole Arabic sentence, or null when its case is not one the console knows. */
export function ruleSentence(t: VendorT, error: ApiError['error']): string | null {
  if (error.details) {
    const said = planLimitIn(t, error.details);
    if (said) return said;
  }
  for (const [pattern, say] of RULE_MESSAGES) {
    const match = pattern.exec(error.message);
    if (match) return typeof say === 'string' ? t(`errors.rule.${say}`) : say(t, match);
  }
  return null;
}
