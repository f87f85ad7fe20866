// The bar above the rules and replay screens: the game's name (a link to the table), the
// screen's title, the screen's own buttons and the menu of screens.

import type { ComponentChildren } from 'preact';
import { Menu } from '../shell/Menu';
import { navigate } from '../state/route';
import { BrandMark } from '../widgets/Brand';
import '../styles/learn.css';

export function LearnHeader(props: { title: string; children?: ComponentChildren }) {
  return (
    <header class="top learn-top">
      <a
        class="brand"
        href="/"
        aria-label="Kaschlan"
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          navigate('/');
        }}
      >
        <BrandMark />
        <span class="wide-only">Kaschlan</span>
      </a>
      <span class="learn-title">{props.title}</span>
      <nav class="top-buttons">
        {props.children}
        <Menu />
      </nav>
    </header>
  );
}
