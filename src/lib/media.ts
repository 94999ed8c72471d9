// What a stored media URL is: a video file, a YouTube or Vimeo link (shown as an embed), or an image.

const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'avi', 'wmv', 'flv', 'mkv'];

export type Media =
  | { kind: 'none' }
  | { kind: 'image'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' };

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return url.searchParams.get('v');
    const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
    return match ? match[1] : null;
  }
  return null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /\/(?:video\/)?(\d+)/.exec(url.pathname);
  return match ? match[1] : null;
}

export function classifyMedia(value: string | null | undefined): Media {
  const src = value?.trim();
  if (!src) return { kind: 'none' };
  let url: URL | null = null;
  try {
    url = new URL(src, 'http://relative.invalid');
  } catch {
    return { kind: 'none' };
  }
  if (!['http:', 'https:'].includes(url.protocol)) return { kind: 'none' };
  const yt = youtubeId(url);
  if (yt && /^[\w-]{6,20}$/.test(yt)) return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  if (VIDEO_EXTENSIONS.includes(extension)) return { kind: 'video', src };
  return { kind: 'image', src };
}
