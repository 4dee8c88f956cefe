import type { LabelRecords } from '../../i18n/format';
import { CURRENCY } from '@core/constants';
import type { CarPageData } from '../../api/carDetail';

/** schema.org data of a car page: the car as a Product/Car with its day price, and the breadcrumb. */
export function carJsonLd(
  car: CarPageData,
  origin: string,
  labels: { home: string; cars: string },
  /** Brand, body type and transmission in the page's language. */
  L: Pick<LabelRecords, 'brands' | 'carTypes' | 'transmissions'>,
) {
  const url = new URL(`/cars/${car.id}`, origin).href;
  const images = (car.images.length ? car.images.map((image) => image.url) : [car.imageUrl])
    .filter(Boolean)
    .map((image) => new URL(image, origin).href);
  return [
    {
      '@context': 'https://schema.org',
      '@type': ['Product', 'Car'],
      name: car.title,
      description: car.description,
      url,
      image: images,
      brand: { '@type': 'Brand', name: L.brands[car.brand] },
      model: car.model,
      vehicleModelDate: String(car.year),
      bodyType: L.carTypes[car.carType],
      vehicleSeatingCapacity: car.seats,
      vehicleTransmission: L.transmissions[car.transmission],
      ...(car.horsepower && {
        vehicleEngine: {
          '@type': 'EngineSpecification',
          enginePower: { '@type': 'QuantitativeValue', value: car.horsepower, unitCode: 'BHP' },
        },
      }),
      offers: {
        '@type': 'Offer',
        url,
        price: car.pricePerDay,
        priceCurrency: CURRENCY,
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: car.pricePerDay,
          priceCurrency: CURRENCY,
          valueAddedTaxIncluded: true,
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
        },
        seller: {
          '@type': 'AutoRental',
          name: car.company.name,
          url: new URL(`/companies/${car.company.id}/cars`, origin).href,
        },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: labels.home, item: new URL('/', origin).href },
        {
          '@type': 'ListItem',
          position: 2,
          name: labels.cars,
          item: new URL('/cars', origin).href,
        },
        { '@type': 'ListItem', position: 3, name: car.title, item: url },
      ],
    },
  ];
}
