/**
 * What every size and speed report measures with, so that their numbers compare: one phone, one
 * slow network, and gzip at the level the origin sends with.
 */
import type {BrowserContextOptions, CDPSession} from '@playwright/test';
import {gzipSync} from 'node:zlib';

/** A phone's window (an iPhone 12 to 15 in CSS pixels), touch and a 2× screen. */
export const PHONE: BrowserContextOptions = {
  viewport: {width: 390, height: 844},
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** `gzip_comp_level` of deploy/nginx/cloudisle.conf (tests/unit/measure.test.ts keeps them equal). */
export const NGINX_GZIP_LEVEL = 6;

/** Bytes as the origin sends a compressible file. */
export const gzipBytes = (data: string | Buffer): number =>
  gzipSync(data, {level: NGINX_GZIP_LEVEL}).length;

/** A slow phone on a slow network: Lighthouse's mobile preset (CPU 4×, 150 ms, 1.6 Mbps down). */
export const SLOW_PHONE = {cpuSlowdown: 4, latencyMs: 150, downloadMbps: 1.6, uploadKbps: 750};

/** Applies SLOW_PHONE to a page through the DevTools protocol. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOW_PHONE.cpuSlowdown});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadMbps * 1024 * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
}
