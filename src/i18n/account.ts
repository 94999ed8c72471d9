// UI labels of the account area, in the ten UI languages. Placeholders look like {name}.
import { defineLabels } from './define';

export const accountLabels = defineLabels({
  en: { title: 'account' },
  es: { title: 'account' },
  fr: { title: 'account' },
  de: { title: 'account' },
  ru: { title: 'account' },
  it: { title: 'account' },
  pt: { title: 'account' },
  zh: { title: 'account' },
  ja: { title: 'account' },
  pl: { title: 'account' },
});
