// The players screens' words (issue 13), English: the source of the other languages' keys.

export const playersEn = {};
