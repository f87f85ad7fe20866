// The bar above the online screens: the game's name, the screen's (the room's) name, the
// connection, the match score in a room, and the menu of screens.

import type { ComponentChildren } from 'preact';
import { Menu } from '../shell/Menu';

export function OnlineTop(props: {
  title: string;
  status?: ComponentChildren;
  score?: ComponentChildren;
  buttons?: ComponentChildren;
}) {
  return (
    <header class="top online-top">
      <h1 class="brand">
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <use href="#k-fD" fill="#c8102e" />
        </svg>
        <span class="wide-only">Kaschlan</span>
      </h1>
      <span class="online-title" title={props.title}>
        {props.title}
      </span>
      {props.status}
      {props.score}
      <nav class="top-buttons">
        {props.buttons}
        <Menu />
      </nav>
    </header>
  );
}
