// UI labels of the hero area, in the ten UI languages. Placeholders look like {name}.
// explore: the label of the SEO badge above the hero title (it links to the blog).
// playVideo: the accessible name of the round video button; {label} is the hero's button text.
import { defineLabels } from './define';

export const heroLabels = defineLabels({
  en: { explore: 'Explore', playVideo: 'Play video: {label}' },
  es: { explore: 'Explorar', playVideo: 'Reproducir vídeo: {label}' },
  fr: { explore: 'Découvrir', playVideo: 'Lire la vidéo : {label}' },
  de: { explore: 'Entdecken', playVideo: 'Video abspielen: {label}' },
  ru: { explore: 'Узнать больше', playVideo: 'Смотреть видео: {label}' },
  it: { explore: 'Scopri', playVideo: 'Riproduci il video: {label}' },
  pt: { explore: 'Explorar', playVideo: 'Reproduzir vídeo: {label}' },
  zh: { explore: '探索', playVideo: '播放视频：{label}' },
  ja: { explore: '詳しく見る', playVideo: '動画を再生：{label}' },
  pl: { explore: 'Odkryj', playVideo: 'Odtwórz wideo: {label}' },
});
