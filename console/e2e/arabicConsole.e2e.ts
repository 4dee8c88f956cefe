import { expect, test } from '../../build/e2e/fixtures';
import {
  addListing,
  adminApi,
  chooseOption,
  registerCompany,
  screenshotBothWidths,
  subscribePro,
} from '../../build/e2e/consoleHelpers';

/**
 * The vendor console in Arabic (issue #21): a vendor switches the console to Arabic, the layout
 * is right to left, the choice is remembered, an Arabic title entered on a car reaches the
 * Arabic car page once approved, and the English page keeps the title as written.
 */
test.beforeEach(() => test.slow());

const SCREEN_LOAD = { timeout: 20_000 };

test('a vendor works in Arabic and the Arabic car page shows the Arabic title', async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerCompany(page, 'Arabic Console Rentals');
  await page.goto('/dashboard/add-car');
  await expect(page.getByLabel('Title', { exact: true })).toBeEnabled(SCREEN_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Show the console in Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'إضافة سيارة' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'سياراتي' })).toBeVisible();
  // Right to left for real: the menu on the right of the screen, antd's components mirrored.
  const menu = await page.locator('.console__sider').boundingBox();
  const content = await page.locator('.console__content').boundingBox();
  expect(menu!.x).toBeGreaterThan(content!.x);
  await expect(page.locator('.ant-card-rtl').first()).toBeVisible();

  // Remembered on the device.
  await page.reload();
  await expect(page.getByLabel('العنوان', { exact: true })).toBeEnabled(SCREEN_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const stamp = Date.now().toString(36);
  const title = `Nissan Patrol ${stamp}`;
  const arabicTitle = `نيسان باترول ${stamp}`;
  await page.getByLabel('العنوان', { exact: true }).fill(title);
  await chooseOption(page, 'نوع السيارة', 'دفع رباعي');
  await chooseOption(page, 'العلامة التجارية', 'نيسان');
  await page.getByLabel('الطراز').fill('Patrol');
  await page.getByLabel('سنة الصنع').fill('2024');
  await page.getByLabel('السعر لليوم').fill('650');
  const arabicInput = page.getByLabel('العنوان بالعربية');
  await expect(arabicInput).toHaveAttribute('dir', 'rtl');
  await arabicInput.fill(arabicTitle);
  await screenshotBothWidths(page, 'car-form-arabic');
  await page.getByRole('button', { name: 'حفظ وإرسال للمراجعة' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cars$/, SCREEN_LOAD);

  const mine = await page.request.get(`/api/vendor/cars?query=${encodeURIComponent(stamp)}`);
  const [car] = ((await mine.json()) as { items: { id: number; titleAr: string | null }[] }).items;
  expect(car?.titleAr).toBe(arabicTitle);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible(SCREEN_LOAD);
  await screenshotBothWidths(page, 'overview-arabic');

  // An admin approves it; the Arabic page shows the Arabic title, the English one as written.
  const admin = await adminApi(playwright, baseURL!);
  const approved = await admin.post(`/api/admin/listings/${car!.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  await page.goto(`/ar/cars/${car!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshotBothWidths(page, 'car-page-arabic-title', undefined, { prefix: 'site-' });
  await page.goto(`/cars/${car!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the profile with its trip terms, availability and the subscription in Arabic', async ({
  page,
}) => {
  await registerCompany(page, 'Arabic Terms Rentals');
  const { id } = await addListing(page.request, 'Toyota Land Cruiser 2024');
  // Days of this month's calendar (the days after today: a block may not start in the past).
  const day = (ahead: number) =>
    new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  const blocked = await page.request.post(`/api/vendor/cars/${id}/blocks`, {
    data: { from: day(1), to: day(3), reason: 'maintenance', note: 'Service' },
  });
  expect(blocked.status(), await blocked.text()).toBe(201);

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Show the console in Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'ملف الشركة' })).toBeVisible(SCREEN_LOAD);
  // The trip terms' fields (shared with the car form), core's Arabic labels in their options.
  await expect(page.getByText('شروط الرحلة لجميع سياراتك')).toBeVisible();
  await expect(page.getByLabel('طريقة حجز مبلغ التأمين')).toBeVisible();
  // Values in an Arabic sentence are isolated (FSI … PDI).
  await expect(page.getByLabel(/^رسوم التوصيل، \u2068دبي\u2069$/)).toBeVisible();
  await expect(page.getByText('إن تُرك فارغاً: القيمة الافتراضية').first()).toBeVisible();
  await page.getByLabel('سياسة الوقود').click();
  await expect(
    page.locator('.ant-select-item-option[title="تُستلم بخزان ممتلئ وتُعاد بخزان ممتلئ"]'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // A field's problem in Arabic: core's message for an empty required box.
  await page.getByLabel('اسم الشركة').fill('');
  await page.getByRole('button', { name: 'حفظ الملف' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('اسم الشركة')).toHaveValue(/^Arabic Terms Rentals/, SCREEN_LOAD);
  await screenshotBothWidths(page, 'profile-arabic');

  await page.goto(`/dashboard/cars/${id}/availability`);
  await expect(page.getByRole('heading', { name: 'التوفّر' })).toBeVisible(SCREEN_LOAD);
  await expect(page.getByText('الأيام المغلقة')).toBeVisible();
  await expect(page.getByRole('button', { name: /^إعادة فتح/ })).toBeVisible();
  await expect(page.getByText('صيانة').first()).toBeVisible();
  await screenshotBothWidths(page, 'availability-arabic');

  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: 'الاشتراك' })).toBeVisible(SCREEN_LOAD);
  await expect(page.getByRole('button', { name: 'تغيير الباقة' })).toBeVisible();
  await expect(page.getByText('طلبات غير محدودة، بلا عمولة').first()).toBeVisible();
  await screenshotBothWidths(page, 'subscription-arabic');
});

test.describe('a refusal', () => {
  // The API's 422 for the plan change is the point of this test.
  test.use({ expectedHttpErrors: [422] });

  test("a rule the server refuses is said wholly in Arabic, with the server's numbers", async ({
    page,
  }) => {
    await registerCompany(page, 'Arabic Rules Rentals');
    await subscribePro(page.request);
    await page.goto('/dashboard/subscribe');
    await page.getByRole('button', { name: 'Show the console in Arabic' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: /^اختيار .?Free/ }).click(SCREEN_LOAD);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/الانتقال إلى باقة/)).toBeVisible();
    // Meanwhile (another tab, a colleague) the company grows past Free's 5 listings: the
    // console's own check saw none, the server refuses with 422 plan_limit_reached.
    for (let i = 1; i <= 6; i++) await addListing(page.request, `Nissan Patrol ${i}`);
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    const said = page.locator('.ant-message-notice').filter({ hasText: 'تسمح باقة' });
    await expect(said).toHaveText(
      'تسمح باقة \u2068Free\u2069 بعدد \u20685\u2069 من الإعلانات، وعدد إعلاناتك \u20686\u2069. احذف \u20681\u2069 منها للانتقال إليها.',
    );
    // Arabic only: no English words after it (a plan's name is the plan's own).
    expect((await said.innerText()).replace(/Free/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    // Each width asks again, so the message is on the screen when it is taken.
    await screenshotBothWidths(page, 'rule-problem-arabic', async () => {
      await dialog.getByRole('button', { name: 'تأكيد' }).click();
      await expect(said.last()).toBeVisible();
    });
  });
});
