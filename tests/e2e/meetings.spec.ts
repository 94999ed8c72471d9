// Booking a meeting (issue 23 item 1; decision 079): a visitor chooses a kind of meeting and a free
// time in their own time zone, is asked to sign in, books, and finds the booking in their account;
// the time is gone for everyone else at once. The page and its states have no WCAG A or AA
// violation on desktop and phone.
import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { pageApi } from './support/page-api';

const SITE = 'harbour-law';

type Booking = { id: string; status: string; scheduled_at: string };

/** Picks a kind of meeting and its first free time; answers the time's ISO start. */
async function chooseFirstTime(page: Page, typeName: string): Promise<string> {
  const booking = page.locator('[data-booking]');
  // The card is the radio's label: a person clicks the card.
  await booking.locator('label').filter({ hasText: typeName }).click();
  await expect(booking.getByRole('radio', { name: new RegExp(typeName) })).toBeChecked();
  const first = booking.locator('[data-slot-time]').first();
  await expect(first).toBeVisible();
  const slot = (await first.getAttribute('data-slot-time'))!;
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return slot;
}

test('a visitor books a free time after signing in, and it is gone for everyone else @phone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await acceptCookies(page.context(), SITE);
  await page.goto(siteUrl(SITE, '/meetings'));
  await expect(page.getByRole('heading', { name: 'Book a meeting', level: 1 })).toBeVisible();

  // A guest sees the free times, in their own zone, and is asked to sign in to book one.
  await chooseFirstTime(page, 'Consultation');
  await expect(page.getByText('Times are shown in your time zone', { exact: false })).toBeVisible();
  const summary = page.locator('[data-booking-summary]');
  await expect(summary.getByRole('link', { name: 'Sign in to book' })).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  await signInAs(page, SITE, 'customer', '/meetings');
  const slot = await chooseFirstTime(page, 'Consultation');
  await summary.getByLabel('Anything the host should know? (optional)').fill('About the lease on our shop');
  await summary.getByRole('button', { name: 'Confirm booking' }).click();
  const done = page.locator('[data-booking-done]');
  await expect(done.getByRole('heading', { name: 'Your meeting is booked' })).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  const { bookings } = await pageApi<{ bookings: Booking[] }>(page, 'GET', '/api/meetings/bookings');
  // The same time may have been booked and cancelled before (the phone run of this test, on the same database).
  const booked = bookings.find((entry) => entry.scheduled_at === slot && entry.status !== 'cancelled')!;
  try {
    expect(booked.status).toBe('scheduled');
    // In the account area, with a way back to book another.
    await done.getByRole('link', { name: 'See your bookings' }).click();
    await expect(page.getByTestId('bookings').locator(`time[datetime="${slot}"]`).first()).toBeVisible();
    await expect(page.locator('#bookings').getByRole('link', { name: 'Book a meeting' })).toBeVisible();

    // Someone else, on the same week, no longer finds that time.
    const other = await browser.newContext();
    await acceptCookies(other, SITE);
    const visitor = await other.newPage();
    await visitor.goto(siteUrl(SITE, '/meetings'));
    await visitor.locator('[data-booking] label').filter({ hasText: 'Consultation' }).click();
    await expect(visitor.locator('[data-slot-time]').first()).toBeVisible();
    await expect(visitor.locator(`[data-slot-time="${slot}"]`)).toHaveCount(0);
    await other.close();
  } finally {
    await pageApi(page, 'PUT', `/api/meetings/bookings/${booked.id}`, { status: 'cancelled' });
  }
});

test('a kind of meeting has a page of its own, chosen already; an unknown one is a 404', async ({ page }) => {
  await acceptCookies(page.context(), SITE);
  await page.goto(siteUrl(SITE, '/meetings'));
  const types = await page.evaluate(async () => ((await (await fetch('/api/meetings/meeting-types')).json()) as { meeting_types: { id: string; name: string }[] }).meeting_types);
  const review = types.find((type) => type.name === 'Document review')!;
  await page.goto(siteUrl(SITE, `/meetings/${review.id}`));
  await expect(page.locator('[data-booking]').getByRole('radio', { name: /Document review/ })).toBeChecked();
  await expect(page.locator('[data-slot-time]').first()).toBeVisible();
  const missing = await page.goto(siteUrl(SITE, '/meetings/00000000-0000-4000-8000-000000000000'));
  expect(missing?.status()).toBe(404);
  // In another language, the page and its times speak it.
  await page.goto(siteUrl(SITE, '/es/meetings'));
  await expect(page.getByRole('heading', { name: 'Reservar una reunión', level: 1 })).toBeVisible();
});
