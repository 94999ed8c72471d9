// UI labels of the auth area, in the ten UI languages. Placeholders look like {name}.
import { defineLabels } from './define';

export const authLabels = defineLabels({
  en: { title: 'auth' },
  es: { title: 'auth' },
  fr: { title: 'auth' },
  de: { title: 'auth' },
  ru: { title: 'auth' },
  it: { title: 'auth' },
  pt: { title: 'auth' },
  zh: { title: 'auth' },
  ja: { title: 'auth' },
  pl: { title: 'auth' },
});
