// The waiting room and the call (issue 23 items 3 and 5; decisions 079, 081, 082), in Chromium with
// fake camera and microphone: the guest joins and waits (the dots and the time waited move), the
// host is told at once and lets them in, both pages receive the other's video over WebRTC signalled
// through the app, and leaving completes the booking. A third member gets no join token. The
// waiting room and the call have no WCAG A or AA violation.
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { pageApi } from './support/page-api';

const SITE = 'harbour-law';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.test 127.0.0.1', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

type Booking = { id: string; status: string };

async function signedIn(browser: Browser, role: 'admin' | 'customer' | 'editor', device: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const context = await browser.newContext(device === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['camera', 'microphone']);
  await acceptCookies(context, SITE);
  const page = await context.newPage();
  await signInAs(page, SITE, role, '/');
  return page;
}

/** Books a late free time of the first kind of meeting (the last, or the one `fromTheEnd` from it), as the page's person. */
async function bookFirstFree(page: Page, fromTheEnd = 1): Promise<Booking> {
  const { meeting_types } = await pageApi<{ meeting_types: { id: string }[] }>(page, 'GET', '/api/meetings/meeting-types');
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const { slots } = await pageApi<{ slots: string[] }>(page, 'GET', `/api/meetings/meeting-types/${meeting_types[0]!.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`);
  // The last free time of the fortnight: other tests book the first ones.
  return pageApi<Booking>(page, 'POST', '/api/meetings/bookings', { meeting_type_id: meeting_types[0]!.id, scheduled_at: slots[slots.length - fromTheEnd] });
}

/** The other side's video is playing: frames decoded and time running. */
async function receivesVideo(page: Page) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('video[data-remote-video]');
      return Boolean(video && video.videoWidth > 0 && video.currentTime > 0.5);
    },
    undefined,
    { timeout: 20_000 },
  );
}

test('the guest waits, the host is told and lets them in, both see each other, and leaving completes the booking', async ({ browser }) => {
  test.setTimeout(120_000);
  // The guest joins from a phone, the host from a desktop: both layouts are checked with axe.
  const guest = await signedIn(browser, 'customer', 'phone');
  const host = await signedIn(browser, 'admin');
  const booking = await bookFirstFree(guest);
  try {
    await guest.goto(siteUrl(SITE, `/account/meetings/${booking.id}`));
    await guest.getByRole('button', { name: 'Join the meeting' }).click();
    const room = guest.locator('[data-waiting-room]');
    await expect(room.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
    await expect(room).toContainText('The host has been told you are here.');
    await expect(room.locator('[data-waiting-elapsed]')).toContainText('Waiting for 0:0');
    expect(await axeViolations(guest, { include: '[data-waiting-room]' })).toEqual([]);

    // The host, busy in the admin, is told the guest waits, opens the booking and lets them in.
    await host.goto(siteUrl(SITE, '/admin'));
    const toast = host.getByTestId('toast').filter({ hasText: 'is in the waiting room for' });
    await expect(toast).toBeVisible();
    await toast.getByRole('link', { name: 'Open' }).click();
    await expect(host).toHaveURL(new RegExp(`/account/meetings/${booking.id}$`));
    const told = host.locator('[data-guest-waiting]');
    await expect(told).toContainText('is in the waiting room');
    await told.getByRole('button', { name: 'Let them in' }).click();

    // Both are in the call and receive each other's video.
    await expect(host.locator('[data-call]')).toBeVisible();
    await expect(guest.locator('[data-call]')).toBeVisible({ timeout: 10_000 });
    await expect(room).toHaveCount(0);
    await receivesVideo(host);
    await receivesVideo(guest);
    expect(await axeViolations(guest, { include: '[data-call]' })).toEqual([]);
    expect(await axeViolations(host, { include: '[data-call]' })).toEqual([]);

    // Someone without rights to the booking gets no token.
    const other = await signedIn(browser, 'editor');
    const refused = await other.evaluate(async (id) => (await fetch('/api/meetings/launch-video', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ booking_id: id }) })).status, booking.id);
    expect(refused).toBe(403);
    await other.context().close();

    // The guest leaves: the booking is completed.
    await guest.locator('[data-call]').getByRole('button', { name: 'Leave the call' }).click();
    await expect(guest.locator('[data-call]')).toHaveCount(0);
    await expect(guest.locator('[data-booking-status]')).toHaveAttribute('data-booking-status', 'completed');
    expect((await pageApi<Booking>(host, 'GET', `/api/meetings/bookings/${booking.id}`)).status).toBe('completed');
  } finally {
    await guest.context().close();
    await host.context().close();
  }
});

test('a declined guest is told, and the waiting room closes', async ({ browser }) => {
  test.setTimeout(90_000);
  const guest = await signedIn(browser, 'customer');
  const host = await signedIn(browser, 'admin');
  const booking = await bookFirstFree(guest);
  try {
    await guest.goto(siteUrl(SITE, `/account/meetings/${booking.id}`));
    // Cancelling asks first; kept, nothing changes.
    await guest.getByRole('button', { name: 'Cancel the booking' }).click();
    const ask = guest.getByRole('alertdialog', { name: 'Cancel the booking' });
    await expect(ask).toContainText('Cancel this meeting? The time becomes free for others.');
    expect(await axeViolations(guest, { include: '[role="alertdialog"]' })).toEqual([]);
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(guest.locator('[data-booking-status]')).toHaveAttribute('data-booking-status', 'scheduled');
    await guest.getByRole('button', { name: 'Join the meeting' }).click();
    await expect(guest.locator('[data-waiting-room]')).toBeVisible();
    // The host starts another call: the guest is told the host is busy, until that call ends.
    const news = guest.locator('[data-host-news]');
    await expect(news).toHaveAttribute('data-host-news', 'told');
    await host.goto(siteUrl(SITE, '/account'));
    const other = await bookFirstFree(host, 2);
    await pageApi(host, 'POST', '/api/meetings/launch-video', { booking_id: other.id, update_status: true });
    await expect(news).toHaveText('The host is in another meeting. You will be let in when it ends.');
    expect(await axeViolations(guest, { include: '[data-waiting-room]' })).toEqual([]);
    await pageApi(host, 'PUT', `/api/meetings/bookings/${other.id}`, { status: 'completed' });
    await expect(news).toHaveText('The host has been told you are here.');
    // The admin's list shows the guest waiting now.
    await host.goto(siteUrl(SITE, '/admin/meetings?show=waiting'));
    await expect(host.locator(`[data-booking-row="${booking.id}"]`)).toBeVisible();
    expect(await axeViolations(host, { include: 'main' })).toEqual([]);
    await host.goto(siteUrl(SITE, `/account/meetings/${booking.id}`));
    await host.locator('[data-guest-waiting]').getByRole('button', { name: 'Decline' }).click();
    await expect(guest.locator('[data-waiting-room]')).toHaveCount(0);
    await expect(guest.locator('[data-room-notice]')).toHaveText('The host could not take the meeting. It has been cancelled.');
  } finally {
    await guest.context().close();
    await host.context().close();
  }
});
