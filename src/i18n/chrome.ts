// UI labels of the chrome area, in the ten UI languages. Placeholders look like {name}.
import { defineLabels } from './define';

export const chromeLabels = defineLabels({
  en: { placeholder: '' },
  es: { placeholder: '' },
  fr: { placeholder: '' },
  de: { placeholder: '' },
  ru: { placeholder: '' },
  it: { placeholder: '' },
  pt: { placeholder: '' },
  zh: { placeholder: '' },
  ja: { placeholder: '' },
  pl: { placeholder: '' },
});
