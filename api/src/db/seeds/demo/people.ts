/** People: renters and company owners from the UAE's mix of nationalities. */

export interface Origin {
  weight: number;
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  femaleLast?: (last: string) => string;
  /** Share of people with a UAE mobile number (residents). */
  resident: number;
  /** Country code and a national mobile number pattern ('#' = any digit). */
  home: readonly [string, string];
  domains?: readonly string[];
}

export const list = (text: string): readonly string[] => text.split('|');

export const ORIGINS: Record<string, Origin> = {
  emirati: {
    weight: 12,
    male: list('Ahmed|Mohammed|Khalid|Saeed|Hamdan|Rashid|Sultan|Omar|Majid|Obaid'),
    female: list('Fatima|Mariam|Aisha|Noura|Hessa|Shamma|Latifa|Maitha|Alyazia'),
    last: list(
      'Al Mansoori|Al Nuaimi|Al Shamsi|Al Ketbi|Al Falasi|Al Mazrouei|Al Suwaidi|Al Hashemi|Al Dhaheri|Al Zaabi|Al Mheiri',
    ),
    resident: 1,
    home: ['971', '5#########'],
  },
  indian: {
    weight: 22,
    male: list('Rahul|Arjun|Vikram|Anil|Suresh|Mohammed|Rohan|Kiran|Deepak|Sanjay|Nikhil'),
    female: list('Priya|Sneha|Divya|Anjali|Lakshmi|Meera|Kavya|Pooja'),
    last: list('Sharma|Nair|Menon|Iyer|Kumar|Patel|Reddy|Pillai|Thomas|Varghese|Gupta|Shetty'),
    resident: 0.75,
    home: ['91', '9#########'],
  },
  filipino: {
    weight: 12,
    male: list('John|Mark|Christian|Paolo|Carlo|Jerome|Rafael'),
    female: list('Maria|Angelica|Jasmine|Kristine|Joy|Camille|Patricia'),
    last: list('Santos|Reyes|Cruz|Bautista|Dela Cruz|Garcia|Mendoza|Ramos|Aquino|Villanueva'),
    resident: 0.85,
    home: ['63', '9#########'],
  },
  british: {
    weight: 9,
    male: list('James|Oliver|Thomas|Harry|Daniel|George|William'),
    female: list('Emily|Olivia|Charlotte|Sophie|Hannah|Lucy|Grace'),
    last: list('Whitaker|Bennett|Clarke|Hughes|Turner|Walsh|Harrison|Fletcher|Shaw|Morgan'),
    resident: 0.5,
    home: ['44', '7#########'],
  },
  russian: {
    weight: 10,
    male: list('Dmitry|Sergei|Alexei|Ivan|Nikita|Andrei|Mikhail'),
    female: list('Anastasia|Ekaterina|Olga|Maria|Yulia|Daria|Elena'),
    last: list('Ivanov|Petrov|Smirnov|Volkov|Kuznetsov|Sokolov|Popov|Morozov|Lebedev'),
    femaleLast: (last) => `${last}a`,
    resident: 0.35,
    home: ['7', '9#########'],
    domains: ['mail.ru', 'yandex.ru', 'gmail.com'],
  },
  pakistani: {
    weight: 8,
    male: list('Usman|Bilal|Hamza|Imran|Faisal|Asad'),
    female: list('Ayesha|Sana|Hira|Zainab|Mahnoor'),
    last: list('Tariq|Siddiqui|Qureshi|Malik|Chaudhry|Butt|Sheikh'),
    resident: 0.8,
    home: ['92', '3#########'],
  },
  egyptian: {
    weight: 6,
    male: list('Omar|Mostafa|Karim|Youssef|Ahmed|Tamer'),
    female: list('Nour|Yasmin|Mona|Salma|Dina'),
    last: list('Hassan|El Sayed|Mahmoud|Fathy|Abdelrahman|Farouk'),
    resident: 0.7,
    home: ['20', '10########'],
  },
  lebanese: {
    weight: 5,
    male: list('Karim|Rami|Georges|Fadi|Tarek|Ziad'),
    female: list('Rania|Maya|Lea|Nadine|Joelle|Carla'),
    last: list('Haddad|Khoury|Nassar|Saliba|Aoun|Frem|Azar'),
    resident: 0.6,
    home: ['961', '3######'],
  },
  german: {
    weight: 4,
    male: list('Lukas|Jonas|Felix|Maximilian|Tobias'),
    female: list('Lena|Hannah|Laura|Sophie|Anna'),
    last: list('Becker|Schmidt|Wagner|Hoffmann|Schneider|Keller'),
    resident: 0.3,
    home: ['49', '15#########'],
    domains: ['gmx.de', 'web.de', 'gmail.com'],
  },
  chinese: {
    weight: 5,
    male: list('Wei|Hao|Jun|Lei|Chen'),
    female: list('Na|Xin|Mei|Yan|Ying'),
    last: list('Zhang|Wang|Li|Liu|Chen|Huang|Zhou'),
    resident: 0.4,
    home: ['86', '13#########'],
    domains: ['qq.com', '163.com', 'gmail.com'],
  },
  saudi: {
    weight: 7,
    male: list('Abdullah|Faisal|Turki|Nasser|Fahad'),
    female: list('Reem|Sara|Lama|Nouf'),
    last: list('Al Qahtani|Al Otaibi|Al Harbi|Al Ghamdi|Al Dosari|Al Shehri'),
    resident: 0.2,
    home: ['966', '5########'],
  },
};

export const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.com',
  'icloud.com',
];

export const REJECTION_REASONS = [
  'The photos show a different car from the one described. Please upload photos of this vehicle.',
  'The day price looks wrong for this model. Please check the price and submit again.',
  'The model year does not match the registration card. Please correct the year.',
  'Please remove the phone number from the description: contact details come from your company profile.',
];
