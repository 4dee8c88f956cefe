import { expect, test } from '../../build/e2e/fixtures';
import { aCar, notice } from './siteHelpers';

// The Radix tooltip and toast viewport are not in the site's entry. A tooltip becomes a Radix one
// when its trigger is hovered or focused from the keyboard (components/Tooltip/Tooltip.tsx); the
// toast viewport loads on the first toast or on its hotkey (F8); nothing loads them at idle.

// Tall enough that the similar cars' contact icons are on screen: focusing an off-screen trigger
// scrolls the page, and Radix closes an open tooltip when the page scrolls.
test.use({ viewport: { width: 1280, height: 2200 } });

// Every test here starts on a car page: its tooltips, hearts and toasts.
test.beforeEach(async ({ page, request }) => {
  await page.goto(`/cars/${(await aCar(request)).id}`);
});

test('a tooltip opens on hover and on keyboard focus, the focus staying on its trigger', async ({
  page,
}) => {
  const [first, second] = [0, 1].map((n) => page.locator('.contact-icon').nth(n));

  // Focus before anything has loaded the tooltip: it loads, replaces the plain trigger and opens.
  // (Playwright's focus is a keyboard-style focus: it matches :focus-visible.)
  await second!.focus();
  await expect(page.locator('.tooltip')).toBeVisible();
  await expect(second!).toBeFocused();
  await second!.blur();
  await expect(page.locator('.tooltip')).toHaveCount(0);

  // One move onto the trigger, then a still pointer: the tooltip still opens.
  await first!.hover();
  await expect(page.locator('.tooltip')).toBeVisible();
});

test('a click straight after the pointer arrives still acts on a tooltip trigger', async ({
  page,
}) => {
  // The pointer's arrival swaps in the Radix trigger; a press must never straddle that swap.
  const hearts = page.locator('.favourite-button--overlay');
  for (const n of [0, 1, 2, 3]) {
    await hearts.nth(n).click();
    await expect(hearts.nth(n)).toHaveAttribute('aria-pressed', 'true');
  }
});

test('F8 brings the notifications region and focuses it, and a toast shows', async ({ page }) => {
  await page.waitForLoadState('networkidle');
  // Not fetched until asked for.
  await expect(page.locator('.toast-viewport')).toHaveCount(0);
  // The hotkey's listener is there once the page has hydrated: press until it is.
  await expect(async () => {
    await page.keyboard.press('F8');
    await expect(page.locator('.toast-viewport')).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: /notifications/i })).toBeAttached();

  await page.locator('.car-offer').getByRole('button', { name: 'Save to favourites' }).click();
  await expect(notice(page, 'Saved to favourites')).toBeVisible();
});
