/** The slowed phone the first-tap and search measurements run on: Lighthouse's mobile throttling, applied to Chromium. */
import type { BrowserContext, Page } from 'playwright-core';

/** Lighthouse's mobile throttling when it throttles the browser itself (its `devtools` method). */
export const SLOW_PHONE = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
} as const;

/** Throttles `page`'s network and CPU as SLOW_PHONE says, through the DevTools protocol. */
export async function slowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
