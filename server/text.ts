// Text comparison shared by the searches: case and accents do not count.

/** Lower case without accents: 'Publicación' → 'publicacion'. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
