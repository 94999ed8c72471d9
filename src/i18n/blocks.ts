// UI labels of the blocks area, in the ten UI languages. Placeholders look like {name}.
import { defineLabels } from './define';

export const blocksLabels = defineLabels({
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
