/**
 * The demo's company texts in Arabic (issue #21): a few companies write their description and
 * their cars' titles and descriptions in Arabic too, as a bilingual UAE company would; the others
 * leave them empty, so the Arabic site shows both cases (an Arabic title, and the text as the
 * company wrote it). Added without drawing from the generator, so the rest of the demo is
 * unchanged.
 */
import type { CarType } from '@core/enums';
import { BRAND_LABELS_AR } from '@core/catalogue/ar/labels';
import type { DemoCarRow } from './rows';

/** The companies that write in Arabic too (by name), and their description in it. */
export const ARABIC_COMPANY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Demo Drive Rent a Car':
    'ديمو درايف لتأجير السيارات شركة عائلية في البرشاء، دبي، بأسطول يمتد من السيارات اليومية إلى السيارات الرياضية والدفع الرباعي. نوصل السيارة إلى الفندق أو المنزل أو المطار في أنحاء دبي، وكل سياراتنا مؤمّنة تأميناً شاملاً مع مساعدة على الطريق على مدار الساعة.',
  'Marina Star Car Rental':
    'مارينا ستار لتأجير السيارات في دبي مارينا: سيارات اقتصادية وعائلية وفاخرة باليوم أو الأسبوع أو الشهر، مع تأمين شامل وتوصيل مجاني داخل دبي.',
  'Al Waha Car Rental':
    'الواحة لتأجير السيارات في البرشاء، دبي: أسطول حديث من السيدان والدفع الرباعي بأسعار واضحة تشمل ضريبة القيمة المضافة، دون رسوم خفية.',
};

const TYPE_SENTENCE_AR: Record<CarType, string> = {
  suv: 'سيارة دفع رباعي واسعة تناسب العائلات والرحلات إلى الصحراء والجبال.',
  sedan: 'سيارة سيدان مريحة وهادئة للتنقل اليومي ورحلات العمل داخل المدينة.',
  sports: 'سيارة رياضية بأداء قوي لمن يريد تجربة قيادة لا تُنسى على طرق الإمارات.',
  luxury: 'سيارة فاخرة بمقصورة راقية، مثالية للمناسبات واجتماعات العمل.',
  economy: 'سيارة اقتصادية موفرة للوقود، سهلة الركن ومكيفها بارد حتى في أغسطس.',
  convertible: 'سيارة مكشوفة للاستمتاع بأجواء الشتاء على كورنيش المدينة.',
  electric: 'سيارة كهربائية هادئة تُسلَّم مشحونة بالكامل، مع إرشادات لمحطات الشحن.',
  van: 'حافلة ركاب واسعة للمجموعات ونقل الموظفين والمناسبات.',
};

/**
 * A demo car's title and description in Arabic: the brand in its Arabic form and the model as its
 * badge reads. A brand without a settled Arabic form (core's BRAND_LABELS_AR) gets no Arabic title:
 * the Arabic site shows the title as written, as for a company that writes none.
 */
export function arabicCarTexts(car: DemoCarRow): {
  title_ar: string | null;
  description_ar: string;
} {
  const brand = BRAND_LABELS_AR[car.brand];
  return {
    title_ar: brand ? `${brand} ${car.model} ${car.year}` : null,
    description_ar: `${TYPE_SENTENCE_AR[car.car_type]} التأمين الشامل مشمول، والسعر يشمل ضريبة القيمة المضافة.`,
  };
}
