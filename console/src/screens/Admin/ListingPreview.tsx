import { Descriptions, Flex, Image, Tag, Typography } from 'antd';
import { CAR_TYPE_LABELS, EMIRATE_LABELS, SERVICE_LABELS, TRANSMISSION_LABELS } from '@core/enums';
import { formatAed, monthPrice } from '@core/rules/pricing';
import type { AdminListing } from '@core/schemas/admin';
import { formatDateTime } from '../../components/format';
import { ListingStatusTag } from '../../components/StatusTags';
import { CompanyLink } from './CompanyLink';

/** The listing as a renter would see it on its car page, with the facts a reviewer checks. */
export function ListingPreview({ listing }: { listing: AdminListing }) {
  const { terms } = listing;
  return (
    <article className="listing-preview" aria-label={`Preview of ${listing.title}`}>
      <Flex gap={8} wrap className="listing-preview__photos">
        {listing.images.length ? (
          <Image.PreviewGroup>
            {listing.images.map((image, index) => (
              <Image
                key={image.id}
                src={image.url}
                alt={`${listing.title}, photo ${index + 1}`}
                width={index === 0 ? '100%' : 96}
                height={index === 0 ? 260 : 64}
                style={{ objectFit: 'cover', borderRadius: 8 }}
              />
            ))}
          </Image.PreviewGroup>
        ) : (
          <Typography.Text type="warning">No photos</Typography.Text>
        )}
      </Flex>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {listing.title}
        </Typography.Title>
        <ListingStatusTag status={listing.status} />
      </Flex>
      <Typography.Text type="secondary">
        <CompanyLink company={listing.company} />{' '}
        {listing.company.verificationStatus === 'verified' ? (
          <Tag color="green">Verified</Tag>
        ) : (
          <Tag>Not verified</Tag>
        )}
        {listing.company.suspended && <Tag color="red">Suspended</Tag>}· submitted{' '}
        {formatDateTime(listing.updatedAt)}
      </Typography.Text>
      <Flex gap={24} className="listing-preview__prices">
        <div>
          <div className="listing-preview__price">{formatAed(listing.pricePerDay)}</div>
          per day · {terms.kmPerDay} km
        </div>
        <div>
          <div className="listing-preview__price">{formatAed(monthPrice(listing))}</div>
          per month · {terms.kmPerMonth} km
        </div>
      </Flex>
      {listing.rejectionReason && (
        <Typography.Paragraph type="danger">
          Rejected: {listing.rejectionReason}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph className="listing-preview__description">
        {listing.description || <Typography.Text type="secondary">No description</Typography.Text>}
      </Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label="Type">{CAR_TYPE_LABELS[listing.carType]}</Descriptions.Item>
        <Descriptions.Item label="Year">{listing.year}</Descriptions.Item>
        <Descriptions.Item label="Emirate">{EMIRATE_LABELS[listing.emirate]}</Descriptions.Item>
        <Descriptions.Item label="Seats">{listing.seats}</Descriptions.Item>
        <Descriptions.Item label="Transmission">
          {TRANSMISSION_LABELS[listing.transmission]}
        </Descriptions.Item>
        <Descriptions.Item label="Horsepower">{listing.horsepower ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Deposit">
          {terms.securityDepositAed ? formatAed(terms.securityDepositAed) : 'No deposit'}
        </Descriptions.Item>
        <Descriptions.Item label="Minimum age">{terms.minimumDriverAge}</Descriptions.Item>
        <Descriptions.Item label="Extra km">{formatAed(terms.extraKmChargeAed)}</Descriptions.Item>
        <Descriptions.Item label="Insurance">
          {terms.insuranceIncluded ? 'Included' : 'Not included'}
        </Descriptions.Item>
        <Descriptions.Item label="With driver">
          {listing.withDriver ? 'Yes' : 'No'}
        </Descriptions.Item>
        <Descriptions.Item label="Services">
          {listing.services.map((s) => SERVICE_LABELS[s]).join(', ') || '—'}
        </Descriptions.Item>
      </Descriptions>
    </article>
  );
}
