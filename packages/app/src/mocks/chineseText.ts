const CHINESE = /[\u4e00-\u9fff]/

/**
 * What an element shows or names in Chinese writing: its text and its controls' accessible labels (an English story
 * expects none but the data it was given).
 */
export function chineseTextIn(element: Element): string[] {
  const shown = [element.textContent ?? '']
  for (const labelled of element.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
    for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
      shown.push(labelled.getAttribute(name) ?? '')
  return shown.filter((text) => CHINESE.test(text))
}
