import { expect, it, vi } from 'vitest';

const nextFrame = () =>
  new Promise<boolean>((resolve) => {
    window.requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), 1_000);
  });

// Test files share a jsdom window (vitest.config.ts). A store made before a file's fake timers
// keeps the real requestAnimationFrame and may ask it for a frame while the timers are fake.
it('still paints frames after a frame was asked for while timers were fake', async () => {
  const realRequestAnimationFrame = window.requestAnimationFrame;
  vi.useFakeTimers();
  realRequestAnimationFrame(() => {});
  vi.useRealTimers();
  expect(await nextFrame()).toBe(true);
});
