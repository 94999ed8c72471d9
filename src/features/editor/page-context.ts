'use client';
// What the editing layer reads off the rendered page: the public HTML marks the page's sections
// (data-url-page on their list, data-edit-kind / data-edit-id on each), the same for every visitor.

export type PageSection = { kind: 'hero' | 'template' | 'heading'; id: string; element: HTMLElement; title: string };

export function currentUrlPage(): string | null {
  return document.querySelector<HTMLElement>('[data-url-page]')?.dataset.urlPage ?? null;
}

export function pageSections(): PageSection[] {
  return [...document.querySelectorAll<HTMLElement>('[data-edit-kind][data-edit-id]')].map((element) => ({
    kind: element.dataset.editKind as PageSection['kind'],
    id: element.dataset.editId as string,
    element,
    title: element.querySelector('h1, h2')?.textContent?.trim() ?? '',
  }));
}

/** The template section under the middle of the window, else the first one on screen. */
export function templateSectionInView(): PageSection | null {
  const sections = pageSections().filter((section) => section.kind === 'template');
  const middle = window.innerHeight / 2;
  const onScreen = sections.filter((section) => {
    const box = section.element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  return onScreen.find((section) => {
    const box = section.element.getBoundingClientRect();
    return box.top <= middle && box.bottom >= middle;
  }) ?? onScreen[0] ?? null;
}
