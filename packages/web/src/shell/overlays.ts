// Which dialog is open, and whether the log drawer is out (small screens).

import { signal } from '@preact/signals';

export type Dialog = 'new' | 'help' | null;

export const dialog = signal<Dialog>(null);
export const logOpen = signal(false);
