/**
 * Issue 19: the rough edges a renter met on the public site, each checked where it was seen.
 * Several items share one page load to keep the browser suite short.
 */
import { expect, test } from '../../build/e2e/fixtures';

test('desktop home: the skip link is the first Tab stop and leads into the page', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the page, not the header's next link.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
