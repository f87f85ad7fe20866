// A display name's key for uniqueness: case and width folded (NFKC, lower case), so "Anna",
// "ANNA" and "Ａｎｎａ" are one name and nobody can pass for another by looks alone.

import { cleanText } from '@kaschlan/table';

export const nameKey = (name: string): string => cleanText(name).normalize('NFKC').toLowerCase();
