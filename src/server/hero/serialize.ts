import 'server-only';
// The hero in the shape of the spec's "Hero record / form" (snake_case), as the hero editor reads
// and sends it, with the version it sends back (docs/decisions/061).
import type { HeroRow } from '@/server/sections/queries';

export function heroResponse(h: HeroRow) {
  return {
    id: h.id,
    name: h.name,
    title: h.title,
    title_translation: h.titleTranslation,
    description: h.description,
    description_translation: h.descriptionTranslation,
    button: h.button,
    button_translation: h.buttonTranslation,
    image: h.image,
    animation_element: h.animationElement,
    display_order: h.displayOrder,
    title_style: h.titleStyle,
    description_style: h.descriptionStyle,
    image_style: h.imageStyle,
    background_style: h.backgroundStyle,
    button_style: h.buttonStyle,
    url_page: h.urlPage,
    order: h.layoutOrder,
    organization_id: h.organizationId,
    version: h.version,
  };
}

export type HeroResponse = ReturnType<typeof heroResponse>;
