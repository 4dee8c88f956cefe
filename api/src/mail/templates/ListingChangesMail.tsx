/** "Changes waiting for review": a vendor edited a live listing; renters see the approved one. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';

export interface ListingChangesParams {
  name: string;
  carTitle: string;
  link: string;
}

export const listingChangesSubject = (tr: MailTranslator, params: ListingChangesParams) =>
  tr.t('listingChanges.subject', { carTitle: params.carTitle });

export function ListingChangesMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: ListingChangesParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('listingChanges.preview')}>
      <Text style={paragraph}>{t('listingChanges.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{t('listingChanges.intro', { carTitle: params.carTitle })}</Text>
      <MailButton href={params.link}>{t('listingChanges.button')}</MailButton>
    </MailLayout>
  );
}
