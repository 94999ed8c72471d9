import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  documentPolicy,
  inlineScriptHashes,
  isInternalRequestHeader,
  isInternalResponseHeader,
  policyForScheme,
  sfuOrigins,
  STATIC_POLICY,
} from './security-headers.mjs';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes every inline script a browser runs, exactly as written, once', () => {
    const boot = '(self.__next_f=self.__next_f||[]).push([0])';
    const data = 'self.__next_f.push([1,"é \\u003c"])';
    const html = `<head><script src="/_next/a.js" async=""></script><script id="_R_">${boot}</script></head><body><script>${data}</script><script>${boot}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(boot), hashOf(data)]);
  });
  it('hashes line breaks as the browser parses them', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([hashOf('a()\nb()\nc()')]);
  });
  it('skips data blocks and external scripts', () => {
    const html = '<script type="application/ld+json">{"a":1}</script><script src=/x.js></script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('go()')]);
  });
});

describe('policies', () => {
  it('lets a document run its own scripts and the hashed inline ones, never eval', () => {
    const policy = documentPolicy(["'sha256-abc'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(policy).toContain("object-src 'none'");
  });
  it('upgrades subresources only over HTTPS', () => {
    const policy = documentPolicy([]);
    expect(policyForScheme(policy, true)).toMatch(/upgrade-insecure-requests$/);
    expect(policyForScheme(policy, false)).toBe(policy);
    expect(policyForScheme(STATIC_POLICY, true)).toBe(STATIC_POLICY);
  });
  it('sends the fixed headers everywhere and HSTS over HTTPS only', () => {
    expect(baseSecurityHeaders({ https: false })).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(baseSecurityHeaders({ https: false })['permissions-policy']).toContain('geolocation=()');
    expect(baseSecurityHeaders({ https: false })['strict-transport-security']).toBeUndefined();
    expect(baseSecurityHeaders({ https: true })['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('internal headers', () => {
  it('strips routing state from responses but leaves the router what it reads from its RSC fetches', () => {
    expect(isInternalResponseHeader('x-middleware-rewrite')).toBe(true);
    expect(isInternalResponseHeader('X-Nextjs-Matched-Path')).toBe(true);
    expect(isInternalResponseHeader('x-nextjs-rewritten-path')).toBe(true);
    expect(isInternalResponseHeader('x-nextjs-rewritten-path', { routerRequest: true })).toBe(false);
    expect(isInternalResponseHeader('x-middleware-rewrite', { routerRequest: true })).toBe(true);
    expect(isInternalResponseHeader('content-type')).toBe(false);
    expect(isInternalResponseHeader('x-action-redirect')).toBe(false);
    expect(isInternalResponseHeader('sitewright-cache')).toBe(true);
  });
  it('drops request headers only Next.js or this server may set', () => {
    expect(isInternalRequestHeader('x-middleware-prefetch')).toBe(true);
    expect(isInternalRequestHeader('x-middleware-subrequest')).toBe(true);
    expect(isInternalRequestHeader('x-sitewright-client-ip')).toBe(true);
    expect(isInternalRequestHeader('rsc')).toBe(false);
    expect(isInternalRequestHeader('cookie')).toBe(false);
  });
});

describe('the SFU in connect-src', () => {
  it('allows the configured LiveKit server, as WebSocket and over http(s), and nothing for a bad or missing address', () => {
    expect(sfuOrigins('wss://sfu.example.com:7880/rtc')).toEqual(['wss://sfu.example.com:7880', 'https://sfu.example.com:7880']);
    expect(sfuOrigins('ws://127.0.0.1:7880')).toEqual(['ws://127.0.0.1:7880', 'http://127.0.0.1:7880']);
    expect(sfuOrigins(undefined)).toEqual([]);
    expect(sfuOrigins('https://sfu.example.com')).toEqual([]);
    expect(sfuOrigins('not a url')).toEqual([]);
  });
});
