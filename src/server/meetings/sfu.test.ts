// The SFU's join tokens and settings (docs/decisions/084): a token made with LiveKit's server SDK,
// read back with the SDK's own verifier, names the person, admits them to their room only, lets
// them publish and receive, gives the host the room's administration, and is worth nothing after an
// hour or under another secret. The three LiveKit settings go together or not at all.
import { TokenVerifier } from 'livekit-server-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVEKIT_INCOMPLETE_MESSAGE, parseConfig } from '@/config';
import { SFU_TOKEN_LIFETIME_SECONDS, sfuToken } from './sfu';

const settings = { url: 'wss://sfu.example.test', apiKey: 'APIsitewright', apiSecret: 'a-secret-long-enough-for-hs256-signing' };
const verifier = new TokenVerifier(settings.apiKey, settings.apiSecret);

describe('SFU tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('admits a guest to their room only, to publish and receive, for an hour', async () => {
    const token = await sfuToken({ room: 'meet-1', identity: 'user-guest', name: 'Gwen Guest', role: 'guest' }, settings);
    const claims = await verifier.verify(token);
    expect(claims.sub).toBe('user-guest');
    expect(claims.iss).toBe(settings.apiKey);
    expect(claims.name).toBe('Gwen Guest');
    expect(claims.attributes).toEqual({ role: 'guest' });
    expect(claims.video).toEqual({ room: 'meet-1', roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: false });
    expect(claims.video?.roomAdmin).toBeUndefined();
    expect(claims.exp! - claims.nbf!).toBe(SFU_TOKEN_LIFETIME_SECONDS);
    expect(Math.abs(claims.exp! - (Date.now() / 1000 + 3600))).toBeLessThan(5);
  });

  it('gives the host the room’s administration as well', async () => {
    const claims = await verifier.verify(await sfuToken({ room: 'meet-2', identity: 'user-host', name: 'Hal Host', role: 'host' }, settings));
    expect(claims.video).toMatchObject({ room: 'meet-2', roomJoin: true, roomAdmin: true, canPublish: true, canSubscribe: true });
    expect(claims.attributes).toEqual({ role: 'host' });
  });

  it('is refused an hour later, and under another key or secret', async () => {
    const token = await sfuToken({ room: 'meet-3', identity: 'user-guest', name: '', role: 'guest' }, settings);
    await expect(new TokenVerifier(settings.apiKey, 'another-secret-long-enough-for-hs256').verify(token)).rejects.toThrow();
    await expect(new TokenVerifier('APIother', settings.apiSecret).verify(token)).rejects.toThrow();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (SFU_TOKEN_LIFETIME_SECONDS + 60) * 1000);
    await expect(verifier.verify(token)).rejects.toThrow();
  });

  it('is not made without an SFU', async () => {
    await expect(sfuToken({ room: 'meet-4', identity: 'user-guest', name: '', role: 'guest' }, null)).rejects.toThrow(/LIVEKIT_URL/);
  });
});

describe('SFU settings', () => {
  const all = { LIVEKIT_URL: 'wss://sfu.example.test', LIVEKIT_API_KEY: 'APIsitewright', LIVEKIT_API_SECRET: 'secret' };

  it('takes the three together, or none', () => {
    expect(parseConfig(all)).toMatchObject(all);
    const none = parseConfig({});
    expect([none.LIVEKIT_URL, none.LIVEKIT_API_KEY, none.LIVEKIT_API_SECRET]).toEqual([undefined, undefined, undefined]);
    expect(() => parseConfig({ ...all, LIVEKIT_API_SECRET: '' })).toThrow(LIVEKIT_INCOMPLETE_MESSAGE);
    expect(() => parseConfig({ LIVEKIT_URL: all.LIVEKIT_URL })).toThrow(LIVEKIT_INCOMPLETE_MESSAGE);
  });

  it('wants a WebSocket address', () => {
    expect(parseConfig({ ...all, LIVEKIT_URL: 'ws://127.0.0.1:7880' }).LIVEKIT_URL).toBe('ws://127.0.0.1:7880');
    expect(() => parseConfig({ ...all, LIVEKIT_URL: 'https://sfu.example.test' })).toThrow(/LIVEKIT_URL must be a wss:\/\//);
  });
});
