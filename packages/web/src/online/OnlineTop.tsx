// The bar above the online screens: the game's name, the screen's (the room's) name, the
// connection, the match score in a room, and the menu of screens.

import type { ComponentChildren } from 'preact';
import { Menu } from '../shell/Menu';
import { Brand } from '../widgets/Brand';

export function OnlineTop(props: {
  title: string;
  status?: ComponentChildren;
  score?: ComponentChildren;
  buttons?: ComponentChildren;
}) {
  return (
    <header class="top online-top">
      <Brand wideOnly />
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
