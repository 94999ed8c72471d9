// Matching help-centre articles against a search: every word of the query must appear in the
// title or description, ignoring case and accents.

export type HelpArticle = { id: string; title: string; description: string; href: string };
export type HelpGroup = { id: string; title: string; articles: HelpArticle[] };

export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase();
}

export function filterGroups(groups: HelpGroup[], query: string): HelpGroup[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      articles: group.articles.filter((article) => {
        const haystack = normalizeForSearch(`${article.title} ${article.description}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.articles.length > 0);
}

export function countArticles(groups: HelpGroup[]): number {
  return groups.reduce((sum, group) => sum + group.articles.length, 0);
}
