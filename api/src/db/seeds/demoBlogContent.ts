/**
 * The demo blog's posts, written as small blocks so that each post's HTML (what the site shows)
 * and its editor document (Tiptap JSON, what the console edits) come from one text. Inline:
 * `**bold**` and `[words](/path)`.
 */
import type { CarType } from '@core/enums';

export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string };

export interface DemoPostSpec {
  slug: string;
  /** A site language; left out: English. */
  language?: string;
  /** The slug of the post this one translates (an English demo post). */
  translationOf?: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: 'admin' | 'writer';
  /** Days before the demo base date it went live; null: not published (draft or review). */
  daysAgo: number | null;
  status: 'published' | 'draft' | 'review';
  cover: { carType: CarType; color: string } | null;
  metaDescription: string;
  body: Block[];
}

export const DEMO_BLOG_CATEGORIES = [
  {
    slug: 'renting-basics',
    name: 'Renting Basics',
    description: 'What to bring, what to check and how renting a car in the UAE works.',
    nameAr: 'أساسيات الاستئجار',
    descriptionAr: 'ما تحضره وما تتحقق منه وكيف يجري استئجار السيارات في الإمارات.',
  },
  {
    slug: 'costs-and-fees',
    name: 'Costs & Fees',
    description: 'Deposits, tolls, fines and the small print that decides what you really pay.',
    nameAr: 'التكاليف والرسوم',
    descriptionAr: 'مبالغ التأمين ورسوم سالك والمخالفات والتفاصيل التي تحدد ما تدفعه فعلاً.',
  },
  {
    slug: 'driving-in-the-uae',
    name: 'Driving in the UAE',
    description: 'Licences, road rules and habits that keep visitors and residents out of trouble.',
    nameAr: 'القيادة في الإمارات',
    descriptionAr: 'الرخص وقواعد الطريق والعادات التي تجنّب الزوار والمقيمين المتاعب.',
  },
  {
    slug: 'road-trips',
    name: 'Road Trips',
    description: 'Mountains, deserts and coast roads: where to drive and which car to take.',
    nameAr: 'رحلات برية',
    descriptionAr: 'الجبال والصحارى والطرق الساحلية: إلى أين تقود وأي سيارة تختار.',
  },
] as const;

export const DEMO_BLOG_POSTS: DemoPostSpec[] = [
  {
    slug: 'car-rental-deposit-uae-how-to-get-it-back',
    title: 'Car Rental Deposits in the UAE: How Much, Why, and How to Get Yours Back',
    excerpt:
      'Why rental companies block money on your card, how long they keep it, and five habits that get your deposit back in full.',
    category: 'costs-and-fees',
    tags: ['Deposits', 'Dubai', 'Tourists'],
    author: 'writer',
    daysAgo: 4,
    status: 'published',
    cover: { carType: 'sedan', color: 'white' },
    metaDescription:
      'How car rental deposits work in Dubai and the UAE: typical amounts, why refunds take weeks, and how to get your deposit back in full.',
    body: [
      {
        p: 'The security deposit is the part of renting a car in the UAE that surprises people most. You pay for the rental, and then the company blocks a second, often larger amount on your card. Nothing is wrong: it is how almost every rental company here covers the costs that only show up after you have returned the car.',
      },
      { h2: 'How much is a typical deposit?' },
      {
        p: 'It depends on the car and the company. For an economy or mid-size sedan expect somewhere between **AED 1,000 and AED 2,500**. Large SUVs usually sit between AED 2,500 and AED 5,000, and luxury or sports cars can ask for AED 5,000 to AED 10,000 or more. Each listing on our marketplace states the deposit with the car, so you can compare before you contact anyone: start with [cheap cars in Dubai](/category/cheap-car-rental-dubai) if the deposit matters to you.',
      },
      { h2: 'Why does the refund take so long?' },
      {
        p: 'Most deposits are a pre-authorisation: the money never leaves your account, it is only reserved. Companies usually keep it for **14 to 30 days** after you return the car. The reason is simple: Salik toll crossings and traffic fines reach the company days or weeks after they happen. Once that window has passed, the company releases the hold and your bank frees the amount, which can take a few more working days depending on the bank.',
      },
      {
        p: 'If you paid the deposit in cash or by debit card, the money really left your account and has to be refunded, which is slower. A credit card in the main driver’s name is the easiest way to rent.',
      },
      { h2: 'What can be deducted?' },
      {
        ul: [
          '**Salik tolls** in Dubai and Darb tolls in Abu Dhabi, usually with a small service charge per crossing.',
          '**Traffic fines** (speed cameras, parking, red lights) plus the company’s admin fee.',
          '**Fuel** if you return the car with less than you received.',
          '**Damage** not covered by your insurance, up to the excess stated in the contract.',
          '**Extra kilometres** above the daily or monthly allowance.',
        ],
      },
      { h2: 'Five habits that get your deposit back in full' },
      {
        ol: [
          'Film the car at pick-up: a slow walk around it, the wheels, the windscreen, the interior and the fuel gauge. Keep the video until the deposit is released.',
          'Read the fuel policy. “Same to same” means you return it with the level you received; keep the receipt of your last fill-up.',
          'Ask for the check-in report when you return the car and make sure it says “no new damage” before you leave.',
          'Ask, in writing, when the deposit will be released. A WhatsApp message is enough and gives you a date to refer to.',
          'Pay any fine you notice yourself on the Dubai Police or RTA app: you avoid the company’s admin fee.',
        ],
      },
      { h2: 'Is “no deposit” real?' },
      {
        p: 'Yes. A growing number of companies offer no-deposit rentals, mostly to residents with a valid Emirates ID. In exchange you often pay a small daily fee, or accept a slightly higher rate. For a short stay it can be worth it; for a month-long rental the deposit is usually the cheaper choice. Ask the company directly: with our marketplace you contact them by WhatsApp, e-mail or phone and pay no commission.',
      },
      {
        quote:
          'A deposit is not a fee. If it is not released within the time your contract states, ask for the list of deductions: you are entitled to see each one.',
      },
      {
        p: 'Ready to compare? [Browse every car](/cars) with its deposit shown up front, or read our guide to [Salik tolls and traffic fines](/blog/salik-tolls-and-traffic-fines-rental-car-dubai) to understand the two deductions you cannot avoid.',
      },
    ],
  },
  {
    slug: 'salik-tolls-and-traffic-fines-rental-car-dubai',
    title: 'Salik Tolls and Traffic Fines in a Rental Car: What You Will Actually Pay',
    excerpt:
      'How Dubai’s Salik gates and Abu Dhabi’s Darb tolls are charged on a rental car, what fines cost and how to avoid admin fees.',
    category: 'costs-and-fees',
    tags: ['Salik', 'Traffic Fines', 'Dubai', 'Abu Dhabi'],
    author: 'admin',
    daysAgo: 13,
    status: 'published',
    cover: { carType: 'economy', color: 'blue' },
    metaDescription:
      'Salik and Darb tolls on a rental car in Dubai and Abu Dhabi, how traffic fines are charged, and how to keep extra fees low.',
    body: [
      {
        p: 'Every rental car in Dubai carries a Salik tag on the windscreen. There are no toll booths: each time you pass under a Salik gate, the tag is read and the crossing is charged to the car’s account. For a rental that means the company pays first and charges you afterwards, usually from your deposit.',
      },
      { h2: 'How much is one Salik crossing?' },
      {
        p: 'Salik uses variable pricing. At the time of writing a crossing costs **AED 6 at weekday peak hours** (mornings and late afternoons), **AED 4 at other times**, and nothing late at night. Rental companies add a small service charge per crossing, so check your contract: the total per gate is typically between AED 5 and AED 10.',
      },
      {
        p: 'Gates sit on the busiest routes: Sheikh Zayed Road (Al Barsha, Al Safa and Jebel Ali), Al Garhoud and Al Maktoum bridges, Business Bay Crossing, Airport Tunnel and Al Mamzar. A day of driving between Dubai Marina and Downtown easily passes four or six gates.',
      },
      { h2: 'And in Abu Dhabi?' },
      {
        p: 'Abu Dhabi’s Darb toll gates charge at peak hours on weekdays and are free at other times. Rental cars are registered for Darb by the company, and crossings are charged back the same way as Salik. If you plan a day trip, our [Abu Dhabi rental page](/location/car-rental-abu-dhabi) lists companies based there, which is handy for one-way rentals.',
      },
      { h2: 'Traffic fines: how they reach you' },
      {
        p: 'Speed cameras are everywhere in the UAE, and most fines are issued to the car, not to the driver. The rental company receives the fine, identifies who had the car at that moment and charges the amount to you, together with an **admin fee** stated in the contract. Some companies also transfer black points to your licence if you hold a UAE one.',
      },
      {
        ul: [
          'Most highways allow a small tolerance above the posted limit, but do not count on it: the limit on the sign is the limit.',
          'Using a phone while driving, skipping a red light and blocking a yellow box junction are all costly.',
          'Parking in Dubai is paid in most areas from the morning to the evening, except Sundays and holidays; the RTA app shows the zone and lets you pay by phone.',
        ],
      },
      { h2: 'How to keep the extras low' },
      {
        ol: [
          'Plan routes outside peak hours when you can: the same gate costs less.',
          'Ask the company for its Salik service charge before you book, and compare it along with the daily price.',
          'Check the Dubai Police app with the car’s plate number during longer rentals and pay fines yourself to skip the admin fee.',
          'Keep the rental agreement until your deposit is released; it proves the dates you had the car.',
        ],
      },
      {
        p: 'Tolls and fines are the main reason deposits are held for a few weeks: our guide to [getting your deposit back](/blog/car-rental-deposit-uae-how-to-get-it-back) explains the rest. When you are ready, [compare cars in Dubai](/cars?emirate=dubai) and contact the rental company directly.',
      },
    ],
  },
  {
    slug: 'driving-licence-uae-tourists-idp',
    title: 'Which Driving Licence Do You Need to Rent a Car in the UAE as a Tourist?',
    excerpt:
      'Home licence, International Driving Permit or a UAE licence: who can drive what, age limits, and the documents to bring to the counter.',
    category: 'driving-in-the-uae',
    tags: ['Licences', 'Tourists', 'Dubai'],
    author: 'writer',
    daysAgo: 26,
    status: 'published',
    cover: { carType: 'sedan', color: 'silver' },
    metaDescription:
      'Renting a car in Dubai as a tourist: which countries’ licences are accepted, when you need an International Driving Permit, and the documents to bring.',
    body: [
      {
        p: 'Good news first: most visitors can rent a car in the UAE for the length of their visit. What you need depends on the country that issued your licence and on whether you live here. Here is the short version, with the details below.',
      },
      { h2: 'Visitors with a licence from an accepted country' },
      {
        p: 'The UAE accepts the home licence of visitors from a long list of countries, so no extra permit is needed. The list includes the **GCC countries**, the **United States**, **Canada**, the **United Kingdom**, most **European Union** countries, **Switzerland**, **Norway**, **Australia**, **New Zealand**, **Japan**, **South Korea**, **Singapore** and **Hong Kong**, among others. The list is kept by the RTA in Dubai and the police of the other emirates, and it changes from time to time: check it before you travel.',
      },
      { h2: 'Visitors from other countries: bring an IDP' },
      {
        p: 'If your licence is from a country that is not on the list (for example India, Pakistan, the Philippines, Egypt or Nigeria), rental companies ask for an **International Driving Permit (IDP)** together with your original licence. The IDP is a translation, not a licence on its own, so always carry both. Get it at home before you fly: it cannot be issued in the UAE for a foreign licence.',
      },
      { h2: 'Residents: the rules change with your visa' },
      {
        p: 'Once you hold a UAE residence visa, you are expected to drive on a **UAE driving licence**. Holders of licences from many of the accepted countries can convert theirs without lessons or tests; others go through a driving school. If you are moving here for work, plan the conversion early, and consider a [monthly rental](/category/monthly-car-rental-dubai) while you sort it out.',
      },
      { h2: 'Age and experience' },
      {
        ul: [
          'The usual minimum age is **21**, and many companies ask for **25** for luxury, sports and large SUVs.',
          'Most companies want a licence held for at least one year; some ask for two for high-end cars.',
          'Young drivers may pay a surcharge or a higher deposit: each listing shows its own rules.',
        ],
      },
      { h2: 'What to bring to the counter' },
      {
        ol: [
          'Your passport with the entry stamp or visit visa.',
          'Your original driving licence (a photo is not accepted), plus the IDP if you need one.',
          'A credit card in the main driver’s name for the deposit.',
          'For residents: your Emirates ID and UAE licence.',
        ],
      },
      {
        quote:
          'Add every person who will drive to the contract. If an unlisted driver has an accident, the insurance may not pay.',
      },
      {
        p: 'Arriving by plane? Read our guide to [airport pick-up](/blog/airport-car-rental-pick-up-dubai-abu-dhabi), then [browse cars for your dates](/cars) and message the rental company directly to confirm which documents they need.',
      },
    ],
  },
  {
    slug: 'monthly-car-rental-vs-leasing-uae',
    title: 'Monthly Car Rental or Leasing in the UAE: Which One Fits You?',
    excerpt:
      'A plain comparison of monthly rental and leasing: commitments, what is included, kilometre limits and who should choose which.',
    category: 'renting-basics',
    tags: ['Monthly Rental', 'Leasing', 'Dubai'],
    author: 'admin',
    daysAgo: 42,
    status: 'published',
    cover: { carType: 'suv', color: 'grey' },
    metaDescription:
      'Monthly car rental versus leasing in Dubai and the UAE: costs, contracts, mileage limits and which option suits newcomers, families and businesses.',
    body: [
      {
        p: 'If you need a car for more than a few weeks, two options compete: a monthly rental, renewed month by month, or a lease of one year or more. Both give you a car without buying one. They differ in commitment, in what you pay upfront and in how easily you can walk away.',
      },
      { h2: 'Monthly rental: flexibility first' },
      {
        p: 'A monthly rental is a normal rental contract, priced per month. Registration, insurance and servicing are included, and you can usually change the car or stop with a short notice. Prices depend on the car and the season: compact sedans are often found from around AED 1,500 to AED 2,500 a month, and family SUVs from around AED 3,000. Every car on our marketplace shows its monthly price, and when a company has not set one we show 25 times the day rate so you can still compare. See the [long-term offers](/cars?type=long-term).',
      },
      {
        ul: [
          '**Best for:** newcomers waiting for their residence visa or UAE licence, project workers, long holidays.',
          '**Watch:** the monthly kilometre allowance (often 3,000 to 4,500 km) and the charge per extra kilometre.',
          '**Deposit:** usually the same as a short rental, released a few weeks after the end.',
        ],
      },
      { h2: 'Leasing: lower monthly cost, longer commitment' },
      {
        p: 'A lease fixes the car and the price for a term, commonly one to four years. The monthly amount is usually lower than a monthly rental for the same car, because the company can plan its fleet. In exchange, ending early costs money: read the early termination clause before you sign. Leasing companies often ask for a residence visa, a UAE licence and a salary certificate or trade licence.',
      },
      {
        ul: [
          '**Best for:** residents settled for at least a year, and businesses that want predictable costs.',
          '**Watch:** early termination fees, the yearly kilometre limit, and who pays for tyres and wear.',
          '**Included:** most leases include insurance, registration and servicing; some include replacement cars.',
        ],
      },
      { h2: 'A quick way to decide' },
      {
        ol: [
          'Are you sure you will stay in the UAE for a year or more? If not, rent monthly.',
          'Do you have a UAE licence and residence visa already? If not, rent monthly until you do.',
          'Do you drive long distances, for example between Dubai and Abu Dhabi every day? Compare kilometre allowances before anything else.',
          'Will your needs change (a new baby, a new job in another emirate)? Monthly rental lets you switch car.',
        ],
      },
      {
        p: 'Many people start with a monthly rental and move to a lease once life has settled. Both are available from the companies on our marketplace, and you deal with them directly with no commission. Start with [monthly car rental in Dubai](/category/monthly-car-rental-dubai), or look further afield in [Sharjah](/location/car-rental-sharjah), where monthly prices are often lower.',
      },
    ],
  },
  {
    slug: 'airport-car-rental-pick-up-dubai-abu-dhabi',
    title: 'Picking Up a Rental Car at Dubai or Abu Dhabi Airport: A Step-by-Step Guide',
    excerpt:
      'Desk, delivery or meet-and-greet: how airport pick-ups work at DXB, DWC and AUH, and what to prepare before you land.',
    category: 'renting-basics',
    tags: ['Airport', 'Tourists', 'Dubai', 'Abu Dhabi'],
    author: 'writer',
    daysAgo: 61,
    status: 'published',
    cover: { carType: 'luxury', color: 'black' },
    metaDescription:
      'How to pick up a rental car at Dubai (DXB, DWC) or Abu Dhabi (AUH) airport: delivery options, documents, late arrivals and tips for a quick start.',
    body: [
      {
        p: 'Collecting your car at the airport is the easiest start to a trip in the UAE: no taxi queue, no second journey to a rental office. It works a little differently from Europe or the US, because many local companies deliver the car to you rather than running a desk in the terminal.',
      },
      { h2: 'Three ways to get the keys' },
      {
        ul: [
          '**Rental desk:** the large international brands have counters in the arrivals halls of DXB Terminals 1 and 3 and at Abu Dhabi. Simple, but queues can be long after a wide-body flight lands.',
          '**Delivery to the terminal car park:** a driver meets you at arrivals and hands over the car in the short-term car park. Most local companies work this way, often for free or a small fee.',
          '**Meet-and-greet with a chauffeur:** if you would rather not drive after a long flight, book a car with driver for the first transfer and self-drive later.',
        ],
      },
      { h2: 'Before you fly' },
      {
        ol: [
          'Share your flight number with the company, so they follow delays instead of waiting at the wrong time.',
          'Send photos of your passport and licence in advance: the paperwork at the car takes minutes instead of half an hour.',
          'Confirm the deposit amount and that your credit card has room for it.',
          'Ask for child seats in advance; they are required for young children and not every car carries one.',
          'Check that the car has a Salik tag and ask how tolls are charged.',
        ],
      },
      { h2: 'Late-night and early-morning arrivals' },
      {
        p: 'Dubai’s airports never sleep, and many delivery services work around the clock. Say your arrival time when you enquire: some companies charge a small out-of-hours fee, others include it. Dubai World Central (DWC) is further from the city than DXB, so expect a slightly higher delivery charge there.',
      },
      { h2: 'At the car' },
      {
        p: 'Before you drive off, walk around the car with the driver and film it, check the fuel level, and make sure the damage sheet matches what you see. Connect your phone and set the navigation while you are still parked: the roads out of DXB split quickly, and the first junction comes fast.',
      },
      {
        quote:
          'Returning is the same process in reverse. Agree the return time and place in writing, and leave an hour for the handover before check-in.',
      },
      {
        p: 'Find companies that deliver to the terminal on our [airport car rental page](/category/car-rental-dubai-airport), or filter [cars with airport delivery](/cars?service=airport). If you land in Abu Dhabi, start with [car rental in Abu Dhabi](/location/car-rental-abu-dhabi).',
      },
    ],
  },
  {
    slug: 'choosing-an-suv-for-desert-trips-uae',
    title: 'Choosing an SUV for Desert and Mountain Trips in the UAE',
    excerpt:
      'Which 4x4 to rent for Liwa, Hatta or Jebel Jais, what rental contracts say about off-road driving, and the kit to carry.',
    category: 'road-trips',
    tags: ['SUV', 'Desert', 'Abu Dhabi'],
    author: 'admin',
    daysAgo: 86,
    status: 'published',
    cover: { carType: 'suv', color: 'white' },
    metaDescription:
      'Renting an SUV for desert and mountain drives in the UAE: which 4x4 to choose, what insurance covers off-road, and how to stay safe on sand.',
    body: [
      {
        p: 'The best drives in the UAE leave the city behind: the red dunes on the road to Liwa, the mountain switchbacks of Jebel Jais, the lakes and wadis around Hatta. For most of them a normal car is fine. For some you want an SUV, and for true off-road driving you need to read your contract first.',
      },
      { h2: 'First, the contract' },
      {
        p: 'Most rental contracts **exclude off-road driving** from the insurance, even for four-wheel-drive cars. Driving on sand, through a wadi or on an unpaved track can leave you paying for any damage yourself, and recovery from the dunes is expensive. If dune driving is the goal, book a desert safari with a licensed operator, or ask the rental company in writing whether they allow it and on which terms.',
      },
      { h2: 'Which SUV for which trip' },
      {
        ul: [
          '**Paved mountain roads (Jebel Jais, Hatta, Jebel Hafeet):** any mid-size SUV such as a Toyota RAV4, Nissan X-Trail or Hyundai Tucson. Good brakes and a strong engine matter more than four-wheel drive.',
          '**Long desert highways (Liwa, Al Ain):** a large SUV such as a Nissan Patrol or Toyota Land Cruiser is comfortable for hours at highway speed, with space for water and luggage.',
          '**Graded tracks, where permitted:** a proper 4x4 with low range (Land Cruiser, Patrol, Jeep Wrangler) and good ground clearance.',
          '**Families of six or seven:** look at [7-seater cars](/category/7-seater-car-rental-dubai) before anything else.',
        ],
      },
      { h2: 'What to carry' },
      {
        ol: [
          'At least four litres of water per person, even for a short drive.',
          'A charged phone, a power bank and an offline map of the area.',
          'A tyre pressure gauge, and a sun shade for the windscreen.',
          'Tell someone where you are going and when you plan to be back.',
        ],
      },
      { h2: 'Summer and winter' },
      {
        p: 'From June to September daytime temperatures in the desert pass 45 °C. Drive early, keep the tank above half, and never leave anyone in a parked car. The cooler months from November to March are the season for road trips, and the season when SUVs are booked out first: reserve early for public holidays. Fuel stations thin out beyond Madinat Zayed on the way to Liwa and in the mountains above Hatta, so fill up whenever you pass one.',
      },
      {
        quote:
          'If you get stuck on sand, stop before you dig in deeper. Lower the tyre pressure if you know how, and call for help rather than burning the clutch.',
      },
      {
        p: 'Compare SUVs from verified companies on our [SUV rental page](/category/suv-rental-dubai) or [all SUVs](/cars?type=suv). Starting further east? See [car rental in Al Ain](/location/car-rental-al-ain) and [Ras Al Khaimah](/location/car-rental-ras-al-khaimah), the gateway to Jebel Jais.',
      },
    ],
  },
  {
    slug: 'electric-car-rental-dubai-charging',
    title: 'Renting an Electric Car in Dubai: Charging, Range and Costs',
    excerpt: 'A first draft on charging networks and range for renters.',
    category: 'driving-in-the-uae',
    tags: ['Electric', 'Dubai'],
    author: 'writer',
    daysAgo: null,
    status: 'review',
    cover: { carType: 'electric', color: 'white' },
    metaDescription: 'Renting an electric car in Dubai: charging, range and costs.',
    body: [
      {
        p: 'Electric cars are now easy to rent in Dubai, and public chargers are found in malls, hotels and along the main highways. This draft will cover the charging networks, what a full charge costs and how far you can go.',
      },
      { p: 'See the [electric cars](/category/electric-car-rental-dubai) on the marketplace.' },
    ],
  },
  {
    slug: 'hatta-day-trip-by-car',
    title: 'A Day Trip to Hatta by Car',
    excerpt: 'Notes for a day trip from Dubai to Hatta.',
    category: 'road-trips',
    tags: ['Road Trip', 'Dubai'],
    author: 'writer',
    daysAgo: null,
    status: 'draft',
    cover: null,
    metaDescription: 'A day trip to Hatta by car from Dubai.',
    body: [{ p: 'Notes: leave early, kayak at the dam, lunch in the heritage village.' }],
  },
];
