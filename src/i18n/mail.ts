// UI labels of the mail area, in the ten UI languages. Placeholders look like {name}.
import { defineLabels } from './define';

export const mailLabels = defineLabels({
  en: { title: 'mail' },
  es: { title: 'mail' },
  fr: { title: 'mail' },
  de: { title: 'mail' },
  ru: { title: 'mail' },
  it: { title: 'mail' },
  pt: { title: 'mail' },
  zh: { title: 'mail' },
  ja: { title: 'mail' },
  pl: { title: 'mail' },
});
