import { describe, expect, it } from 'vitest';
import { classifyMedia } from './media';

describe('classifyMedia', () => {
  it('plays video files in a player', () => {
    for (const ext of ['mp4', 'webm', 'ogg', 'mov', 'avi', 'wmv', 'flv', 'mkv']) {
      expect(classifyMedia(`/media/clip.${ext}`).kind).toBe('video');
    }
    expect(classifyMedia('https://cdn.example/clip.MP4?x=1').kind).toBe('video');
  });
  it('turns YouTube and Vimeo links into embed addresses', () => {
    expect(classifyMedia('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(classifyMedia('https://youtu.be/dQw4w9WgXcQ').kind).toBe('embed');
    expect(classifyMedia('https://vimeo.com/76979871')).toEqual({ kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871' });
  });
  it('shows anything else as an image and drops unsafe schemes', () => {
    expect(classifyMedia('/demo/a.svg')).toEqual({ kind: 'image', src: '/demo/a.svg' });
    expect(classifyMedia('javascript:alert(1)').kind).toBe('none');
    expect(classifyMedia('').kind).toBe('none');
    expect(classifyMedia(null).kind).toBe('none');
  });
});
