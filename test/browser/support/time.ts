import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the server's business time on (POST /api/dev/time, development and test only), so that a
 * simulated identity check, search or processing payment falls due at once instead of the journey
 * waiting for it. The journeys share one server: moves stay small (minutes), well inside the ten
 * minutes a sign-in link lasts for the journeys running beside.
 */
export async function moveTimeOn(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.post('/api/dev/time', { data: { seconds } });
  expect(response.status(), await response.text()).toBe(200);
}
