import type { Brand, CarType, Emirate, LicenceKind, Service, Transmission } from '../../enums';

/**
 * Arabic labels of the product's closed sets (core/enums.ts), as UAE sites write them. Brands
 * keep their Latin names, as their badges and the UAE's Arabic dealers' sites write most of them;
 * the few with a settled Arabic form have it.
 */
export const EMIRATE_LABELS_AR: Record<Emirate, string> = {
  dubai: 'دبي',
  'abu-dhabi': 'أبوظبي',
  sharjah: 'الشارقة',
  ajman: 'عجمان',
  'ras-al-khaimah': 'رأس الخيمة',
  fujairah: 'الفجيرة',
  'umm-al-quwain': 'أم القيوين',
};

export const CAR_TYPE_LABELS_AR: Record<CarType, string> = {
  suv: 'دفع رباعي',
  sedan: 'سيدان',
  sports: 'رياضية',
  luxury: 'فاخرة',
  economy: 'اقتصادية',
  convertible: 'مكشوفة',
  electric: 'كهربائية',
  van: 'فان',
};

export const BRAND_LABELS_AR: Partial<Record<Brand, string>> = {
  toyota: 'تويوتا',
  nissan: 'نيسان',
  honda: 'هوندا',
  hyundai: 'هيونداي',
  kia: 'كيا',
  mitsubishi: 'ميتسوبيشي',
  lexus: 'لكزس',
  mercedes: 'مرسيدس-بنز',
};

export const SERVICE_LABELS_AR: Record<Service, string> = {
  airport: 'التوصيل من وإلى المطار',
  transfer: 'التوصيل من نقطة إلى أخرى',
  safe: 'سائق آمن',
  hourly: 'سائق بالساعة',
  valet: 'خدمة صف السيارات',
};

export const TRANSMISSION_LABELS_AR: Record<Transmission, string> = {
  automatic: 'أوتوماتيك',
  manual: 'يدوي',
};

export const LICENCE_KIND_LABELS_AR: Record<LicenceKind, string> = {
  uae: 'إماراتية',
  gcc: 'خليجية',
  international: 'دولية',
};

/** Districts by their slug (catalogue/areas.ts). */
export const AREA_NAMES_AR: Record<string, string> = {
  'dubai-marina': 'دبي مارينا',
  'al-barsha': 'البرشاء',
  'silicon-oasis': 'واحة دبي للسيليكون',
  deira: 'ديرة',
  'business-bay': 'الخليج التجاري',
  'al-quoz': 'القوز',
  jumeirah: 'جميرا',
  'downtown-dubai': 'وسط مدينة دبي',
  jlt: 'أبراج بحيرات جميرا',
  'al-qusais': 'القصيص',
  'al-khalidiyah': 'الخالدية',
  mussafah: 'مصفح',
  'al-reem-island': 'جزيرة الريم',
  'al-ain-city': 'العين',
  'al-majaz': 'المجاز',
  'al-nahda-sharjah': 'النهدة',
  'al-nuaimiya': 'النعيمية',
  'al-nakheel': 'النخيل',
  'fujairah-city': 'مدينة الفجيرة',
  'umm-al-quwain-city': 'أم القيوين',
};

/**
 * The header's and footer's menu labels and group titles (catalogue/menus.ts), by their English
 * text: the menus are one table, and each label is translated once wherever it appears.
 */
export const MENU_LABELS_AR: Record<string, string> = {
  'Rent a Car': 'استئجار سيارة',
  'Long-Term Rental': 'تأجير طويل الأمد',
  Blog: 'المدونة',
  'Chauffeur Service': 'خدمة السائق الخاص',
  'About Us': 'من نحن',
  'By Vehicle Type': 'حسب نوع السيارة',
  'By Budget': 'حسب الميزانية',
  'By Location': 'حسب الموقع',
  'Dubai Services': 'خدمات دبي',
  'Luxury Cars': 'سيارات فاخرة',
  SUVs: 'سيارات دفع رباعي',
  'Sports Cars': 'سيارات رياضية',
  Supercars: 'سيارات خارقة',
  Convertibles: 'سيارات مكشوفة',
  'Electric Cars': 'سيارات كهربائية',
  '7 Seaters': 'سيارات 7 مقاعد',
  Vans: 'فانات',
  Sedans: 'سيارات سيدان',
  'Economy Cars': 'سيارات اقتصادية',
  'Cheap Car Rental': 'تأجير سيارات رخيصة',
  'Under AED 150 / day': 'أقل من 150 د.إ يومياً',
  'Under AED 300 / day': 'أقل من 300 د.إ يومياً',
  'Under AED 500 / day': 'أقل من 500 د.إ يومياً',
  'Luxury Car Rental': 'تأجير سيارات فاخرة',
  'Private Chauffeur': 'سائق خاص',
  'Quick Links': 'روابط سريعة',
  Home: 'الرئيسية',
  'Browse Cars': 'تصفّح السيارات',
  'How It Works': 'كيف يعمل الموقع',
  'For Rental Companies': 'لشركات التأجير',
  'Admin Login': 'دخول المسؤولين',
  'Popular Categories': 'الفئات الأكثر طلباً',
  'Sports Car Rental': 'تأجير سيارات رياضية',
  'Supercar Rental': 'تأجير سيارات خارقة',
  'SUV Car Rental': 'تأجير سيارات دفع رباعي',
  'Convertible Car Rental': 'تأجير سيارات مكشوفة',
  'Electric Car Rental': 'تأجير سيارات كهربائية',
  'Monthly Car Rental': 'تأجير سيارات شهري',
  'Rental Services': 'خدمات التأجير',
  'Car with Driver': 'سيارة مع سائق',
  'SUV Rentals': 'تأجير سيارات دفع رباعي',
  'Privacy Policy': 'سياسة الخصوصية',
  'Terms of Service': 'شروط الخدمة',
  Sitemap: 'خريطة الموقع',
  'Boost Your Rentals': 'ضاعف إيجاراتك',
  'Register Your Business': 'سجّل شركتك',
  Login: 'تسجيل الدخول',
  Dashboard: 'لوحة التحكم',
  Logout: 'تسجيل الخروج',
};

/** The 10 location pages' place names, by slug (menus and filters; their texts: ar/locations.ts). */
export const LOCATION_NAMES_AR: Record<string, string> = {
  'car-rental-dubai-marina': 'دبي مارينا',
  'car-rental-sharjah': 'الشارقة',
  'car-rental-abu-dhabi': 'أبوظبي',
  'car-rental-ajman': 'عجمان',
  'car-rental-ras-al-khaimah': 'رأس الخيمة',
  'car-rental-fujairah': 'الفجيرة',
  'car-rental-al-ain': 'العين',
  'car-rental-al-barsha': 'البرشاء',
  'car-rental-silicon-oasis': 'واحة دبي للسيليكون',
  'car-rental-dubai-deira': 'ديرة',
};

/** The marketplace's own office (menus SUPPORT_CONTACT.address). */
export const SUPPORT_ADDRESS_AR = 'مكتب 1402، الخليج التجاري، دبي، الإمارات العربية المتحدة';
