/** The search UI's words, by locale `lang` (themeOptions `locales`). English is the fallback. */
export interface SearchStrings {
  label: string;
  placeholder: string;
  suggestions: string;
  seeAll: string;
  loading: string;
  unavailable: string;
  pageTitle: string;
  submit: string;
  emptyQuery: string;
  noResults: (query: string) => string;
  resultCount: (count: number, query: string) => string;
}

const EN: SearchStrings = {
  label: 'Search',
  placeholder: 'Search',
  suggestions: 'Search suggestions',
  seeAll: 'See all results',
  loading: 'Loading the search index…',
  unavailable: 'Search is unavailable: the search index could not be loaded.',
  pageTitle: 'Search',
  submit: 'Search',
  emptyQuery: 'Type a word or phrase to search the documentation.',
  noResults: (query) => `No pages match “${query}”.`,
  resultCount: (count, query) => `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”.`,
};

function russianPages(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) {
    return 'страница';
  }
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) {
    return 'страницы';
  }
  return 'страниц';
}

const RU: SearchStrings = {
  label: 'Поиск',
  placeholder: 'Поиск',
  suggestions: 'Подсказки поиска',
  seeAll: 'Все результаты',
  loading: 'Загрузка поискового индекса…',
  unavailable: 'Поиск недоступен: не удалось загрузить поисковый индекс.',
  pageTitle: 'Поиск',
  submit: 'Найти',
  emptyQuery: 'Введите слово или фразу для поиска по документации.',
  noResults: (query) => `По запросу «${query}» ничего не найдено.`,
  resultCount: (count, query) => `По запросу «${query}» найдено: ${count} ${russianPages(count)}.`,
};

export function searchStrings(lang: string): SearchStrings {
  return lang === 'ru' ? RU : EN;
}
