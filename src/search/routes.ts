/** The results page, under the base URL: `/docs/atsd/search.html?q=…[&lang=ru]`. */
export const SEARCH_PAGE_FILE = 'search.html';
